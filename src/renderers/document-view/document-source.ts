import { createContext, useContext } from 'react';
import type { DocumentContent } from '../../lib/documents';

/** A document as the renderer draws it: what has arrived, why it failed, and a way to ask again. */
export type DocumentState = {
  data: DocumentContent | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/** How a document is read, in the language shown: the app's to say (it keeps documents with its other data). */
export type DocumentSource = (slug: string) => DocumentState;

const missingSource: DocumentSource = () => {
  throw new Error('No DocumentSourceProvider: the app says how documents are read');
};

const SourceContext = createContext<DocumentSource>(missingSource);

/** Where the document view and dialog read documents from; the app provides it around the site. */
export const DocumentSourceProvider = SourceContext.Provider;

/** The document `slug` in the language shown, read from the source the app provides. */
export function useDocument(slug: string): DocumentState {
  const useSource = useContext(SourceContext);
  return useSource(slug);
}
