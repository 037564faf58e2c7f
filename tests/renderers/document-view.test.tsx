import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import es from '../../content/messages/es.json';
import { $defs } from '../../schemas/content/cookie-table.schema.json';
import type { DocumentContent } from '../../src/lib/documents';
import { DocumentView } from '../../src/renderers/document-view/document-view';

const doc: DocumentContent = {
  title: 'Aviso de prueba',
  updated: '2026-09-01',
  intro: [{ type: 'paragraph', text: 'Texto <b>sin</b> HTML.' }],
  sections: [
    {
      id: 'datos',
      heading: 'Tus datos',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Lee la ',
            { text: 'política de cookies', href: '/cookies' },
            ', la ',
            { text: 'AEPD', href: 'https://www.aepd.es' },
            ' o ',
            { text: 'más abajo', href: '#derechos', strong: true },
            '.',
          ],
        },
        { type: 'list', ordered: true, items: ['Uno', 'Dos'] },
        { type: 'table', caption: 'Plazos', head: ['Dato', 'Plazo'], rows: [['Marketing', '2 años']] },
      ],
      sections: [{ id: 'derechos', heading: 'Derechos', blocks: [{ type: 'note', text: 'Un mes para responder.' }] }],
    },
    {
      id: 'otra',
      heading: 'Otra sección',
      blocks: [{ type: 'image', image: { src: '/media/x.svg', alt: 'Un pollo', width: 600, height: 400 } }],
    },
  ],
};

function renderDocument(inDialog = false) {
  return render(
    <IntlProvider locale="es" defaultLocale="es">
      <MemoryRouter>
        <DocumentView document={doc} inDialog={inDialog} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('DocumentView', () => {
  it('draws the title, date, contents and sections with semantic headings', () => {
    renderDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviso de prueba');
    expect(screen.getByText('Última actualización: 1 de septiembre de 2026')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'En esta página' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#datos', '#otra']);
    expect(screen.getByRole('heading', { level: 2, name: 'Tus datos' })).toHaveAttribute('id', 'datos');
    expect(screen.getByRole('heading', { level: 3, name: 'Derechos' })).toHaveAttribute('id', 'derechos');
    expect(screen.getByRole('table', { name: 'Plazos' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Un pollo' })).toHaveAttribute('width', '600');
  });

  it('renders text as text: markup in content is shown, never interpreted', () => {
    const { container } = renderDocument();
    expect(screen.getByText('Texto <b>sin</b> HTML.')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('links inside the site, to other sites (new tab) and within the page', () => {
    renderDocument();
    expect(screen.getByRole('link', { name: 'política de cookies' })).toHaveAttribute('href', '/cookies');
    const external = screen.getByRole('link', { name: /AEPD/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'más abajo' }).closest('strong')).not.toBeNull();
  });

  it('writes the periods of the cookie table where a text names them, joined as the text asks', () => {
    const catalogue: Record<string, string> = es;
    const periods = $defs.cookie.properties.expiration.enum.map((value) => catalogue[`cookies.expiration.${value}`]!);
    const last = periods.at(-1)!;
    const start = periods.slice(0, -1).join(', ');
    render(
      <IntlProvider locale="es" defaultLocale="es" messages={es}>
        <MemoryRouter>
          <DocumentView
            document={{
              title: 'Plazos',
              sections: [
                {
                  id: 'plazos',
                  heading: 'Plazos',
                  blocks: [
                    { type: 'paragraph', text: ['Todas: ', { cookiePeriods: 'conjunction' }, '.'] },
                    { type: 'note', text: ['Una: ', { cookiePeriods: 'disjunction' }, '.'] },
                  ],
                },
              ],
            }}
          />
        </MemoryRouter>
      </IntlProvider>,
    );
    const paragraph = (begins: string) =>
      screen.getByText((_, element) => element?.tagName === 'P' && !!element.textContent?.startsWith(begins));
    expect(paragraph('Todas: ').textContent).toMatch(new RegExp(`^Todas: ${start} [ye] ${last}\\.$`));
    expect(paragraph('Una: ').textContent).toMatch(new RegExp(`^Una: ${start} [ou] ${last}\\.$`));
  });

  it('in a dialog, starts at h3 and prefixes anchors so ids stay unique', () => {
    renderDocument(true);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Tus datos' })).toHaveAttribute('id', 'dialog-datos');
    expect(screen.getByRole('link', { name: 'más abajo' })).toHaveAttribute('href', '#dialog-derechos');
  });
});
