import type { MessageDescriptor } from 'react-intl';

/**
 * Same name as react-intl's, so `formatjs extract` finds the messages; returns plain descriptors so
 * `formatMessage` accepts their placeholder values without a separate type per message.
 */
export function defineMessages<
  const T extends Record<string, MessageDescriptor & { id: string; defaultMessage: string }>,
>(messages: T): T {
  return messages;
}
