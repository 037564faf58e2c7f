import type { MessageDescriptor } from 'react-intl';

/**
 * A message a schema names (a field's title or hint, an option's label): its id is data, so the extractor cannot
 * read it; scripts/generate/messages.mjs keeps its Spanish text in es.json and the catalogue test checks it.
 */
export const schemaMessage = (id: string): MessageDescriptor => ({ id });
