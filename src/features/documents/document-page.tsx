import { type MessageDescriptor, useIntl } from 'react-intl';
import { DocumentView } from '../../renderers/document-view/document-view';
import { useDocument } from '../../renderers/document-view/document-source';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';

/**
 * A legal or company page, drawn from content/documents/<slug>.<lang>.json. `title` is the catalogue's title of the
 * document (the route table's), shown in its heading until the document's own arrives.
 */
export function DocumentPage({ slug, title }: { slug: string; title: MessageDescriptor }) {
  const intl = useIntl();
  const { data, error, isError, isFetching, refetch } = useDocument(slug);
  return (
    <div className="page">
      <DocumentView
        document={data}
        title={intl.formatMessage(title)}
        pending={
          isError ? (
            <LoadError
              message={intl.formatMessage({
                id: 'document.loadError',
                defaultMessage: 'No hemos podido cargar el documento.',
              })}
              error={error}
              retrying={isFetching}
              onRetry={() => void refetch()}
            />
          ) : (
            <Spinner />
          )
        }
      />
    </div>
  );
}
