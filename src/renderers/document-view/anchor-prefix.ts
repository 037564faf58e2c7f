import { createContext, useContext } from 'react';

/** Anchors are prefixed inside dialogs so a document shown over its own page keeps unique ids. */
export const AnchorPrefix = createContext('');

export function useAnchorPrefix(): string {
  return useContext(AnchorPrefix);
}
