import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useDocumentQuery } from '../../../src/app/document-source';
import { DocumentSourceProvider } from '../../../src/renderers/document-view/document-source';
import es from '../../../content/messages/es.json';
import { createQueryClient } from '../../../src/app/query-client';
import { DocumentPage } from '../../../src/features/documents/document-page';
import * as documents from '../../../src/lib/documents';

describe('a document that cannot be loaded', () => {
  it('says so in the page with the one retry of every load error, and shows the document once it arrives', async () => {
    const user = userEvent.setup();
    const load = documents.loadDocument;
    vi.spyOn(documents, 'loadDocument').mockRejectedValueOnce(new Error('chunk failed')).mockImplementation(load);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <IntlProvider locale="es" defaultLocale="es" messages={es}>
          <MemoryRouter>
            <DocumentSourceProvider value={useDocumentQuery}>
              <DocumentPage slug="aviso-legal" title={{ id: 'documents.legalNotice.title' }} />
            </DocumentSourceProvider>
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar el documento.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Protección de datos/i })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
