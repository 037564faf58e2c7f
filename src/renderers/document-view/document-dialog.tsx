import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { DocumentView } from './document-view';
import { useDocument } from './document-source';

/**
 * A document over the current page (the privacy policy and general conditions from form labels, the cookie
 * policy from the cookie banner). Following a link to another page closes it.
 */
export function DocumentDialog({ slug, open, onClose }: { slug: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { data, error, isError, isFetching, refetch } = useDocument(slug);
  const openedOn = useRef(pathname);

  useEffect(() => {
    if (open && pathname !== openedOn.current) onClose();
    openedOn.current = pathname;
  }, [open, pathname, onClose]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={data?.title ?? intl.formatMessage({ id: 'ui.loading', defaultMessage: 'Cargando…' })}
      footer={
        <Button onClick={onClose}>
          {intl.formatMessage({ id: 'document.dialog.close', defaultMessage: 'Entendido' })}
        </Button>
      }
    >
      {data ? (
        <DocumentView document={data} inDialog />
      ) : isError ? (
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
      )}
    </Dialog>
  );
}
