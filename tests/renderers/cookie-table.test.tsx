import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../content/messages/en.json';
import es from '../../content/messages/es.json';
import content from '../../content/cookies/third-party-cookies.json';
import { setLocaleState } from '../../src/i18n/locale-store';
import CookieTable from '../../src/renderers/data-table/cookie-table';

function renderTable(locale: 'es' | 'en', messages: Record<string, string>) {
  // The language shown is the store's (useLocale); the texts come from the provider.
  setLocaleState({ locale, messages: {} });
  return render(
    <IntlProvider locale={locale} defaultLocale="es" messages={messages}>
      <CookieTable />
    </IntlProvider>,
  );
}

const columnTitles = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
const firstColumn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the cookie table', () => {
  it('shows every cookie of the content file, with the columns of the schema in order', () => {
    renderTable('es', es);
    expect(content.cookies.length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Cookies de terceros que usa esta web' })).toBeInTheDocument();
    expect(columnTitles()).toEqual([
      'Dominio',
      'Titular',
      'Cookie',
      'Tipo',
      'Finalidad',
      'Caducidad',
      'Más información',
    ]);
    // One header row and a row per cookie.
    expect(screen.getAllByRole('row')).toHaveLength(content.cookies.length + 1);
  });

  it('translates enumerated values and texts, and links to the owner’s information in a new tab', () => {
    renderTable('en', en);
    expect(columnTitles()).toContain('Expiry');
    const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText('IDE'))!;
    expect(within(row).getByText('Advertising')).toBeInTheDocument();
    expect(within(row).getByText('1 year')).toBeInTheDocument();
    expect(
      within(row).getByText(/Records what the user does after seeing or clicking a Google ad/),
    ).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: /Google's privacy policy/ });
    expect(link).toHaveAttribute('href', 'https://policies.google.com/technologies/ads');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows each cookie’s period in the words of the catalogue', () => {
    renderTable('en', en);
    const column = columnTitles().indexOf('Expiry');
    const shown = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('th, td')[column]?.textContent);
    const catalogue: Record<string, string> = en;
    expect(shown.sort()).toEqual(
      content.cookies.map((cookie) => catalogue[`cookies.expiration.${cookie.expiration}`]).sort(),
    );
  });

  it('sorts by a column, ascending then descending, and says so', async () => {
    const user = userEvent.setup();
    renderTable('es', es);
    const unsorted = firstColumn();
    const byDomain = screen.getByRole('button', { name: 'Ordenar por Dominio' });
    const header = screen.getByRole('columnheader', { name: /Dominio/ });
    expect(header).not.toHaveAttribute('aria-sort');

    await user.click(byDomain);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = firstColumn();
    expect(ascending).toEqual([...unsorted].sort((a, b) => a!.localeCompare(b!)));

    await user.click(byDomain);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual([...ascending].reverse());
  });
});
