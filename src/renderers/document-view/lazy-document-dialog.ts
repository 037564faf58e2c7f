import { lazyComponent } from '../../lib/lazy-component';

/**
 * A document over the current page, whose code (the document renderer) is fetched the first time one is opened:
 * the cookie banner's policy, the privacy policy of the contact pages and the documents named in form labels.
 */
export const LazyDocumentDialog = lazyComponent(() =>
  import('./document-dialog').then((module) => ({ default: module.DocumentDialog })),
);
