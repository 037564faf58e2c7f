import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EU_ALLERGENS } from '../../../src/domain/food-information.mjs';
import { fixtures } from '../../../src/mocks/fixtures';
import { TEST_API } from '../../../src/mocks/node';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();

const { products } = fixtures.menu;
const product = (id: number) => products.find((item) => item.id === id)!;
const BUCKET = product(1001); // gluten, eggs, milk, celery, mustard; 2.4 g of sugar
const FRIES = product(1030); // none of the 14

/** The page's own content (the layout has live regions of its own); looked up each time, as the layout renders it anew. */
const main = () => within(screen.getByRole('main'));
const section = (name: string) => screen.getByRole('region', { name });
const allergenTable = () => screen.getByRole('table', { name: 'Alérgenos de cada producto de la carta' });
const nutritionTable = () =>
  screen.getByRole('table', { name: 'Valores nutricionales por ración de cada producto de la carta' });
// Rows and cells are read from the DOM directly: role queries over 59 rows × 15 cells are slow in jsdom.
const bodyRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr')];
const nameOf = (row: HTMLElement) => row.querySelector('th[scope="row"]')?.textContent ?? '';
const rowOf = (table: HTMLElement, name: string) => {
  const row = bodyRows(table).find((tr) => nameOf(tr).startsWith(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
/** What each allergen column says of a product, in EU_ALLERGENS order. */
const marks = (row: HTMLElement) => cellsOf(row).map((text) => text.replace(/[●–?…]/g, '').trim());

/** Renders the page and waits until every product's details have answered. */
async function renderLoaded(path = '/alergens', locale: 'es' | 'en' = 'es') {
  const view = await renderApp(path, { locale });
  // 59 products' details, each its own request, then two tables of them.
  await waitFor(
    () => {
      expect(document.querySelectorAll('main table tbody tr').length).toBeGreaterThan(0);
      expect(screen.queryByText(/^(Cargando|Loading)/)).not.toBeInTheDocument();
      expect(screen.queryAllByText(/^(Comprobando|Checking)$/)).toHaveLength(0);
    },
    { timeout: 15_000 },
  );
  return view;
}

describe('/alergens', { timeout: 30_000 }, () => {
  it('links both printable documents in the current language and lists every product against the 14 allergens', async () => {
    await renderLoaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alérgenos y valores nutricionales');

    const allergensLink = within(section('Alérgenos')).getByRole('link', {
      name: /Lista de alérgenos \(documento para imprimir\)/,
    });
    expect(allergensLink).toHaveAttribute('href', '/documents/alergenos.es.html');
    expect(allergensLink).toHaveAttribute('target', '_blank');
    const nutritionLink = within(section('Valores nutricionales')).getByRole('link', {
      name: /Valores nutricionales \(documento para imprimir\)/,
    });
    expect(nutritionLink).toHaveAttribute('href', '/documents/valores-nutricionales.es.html');
    expect(document.getElementById('alergenos')).toContainElement(allergensLink);
    expect(document.getElementById('valores-nutricionales')).toContainElement(nutritionLink);

    expect(bodyRows(allergenTable())).toHaveLength(products.length);
    expect(allergenTable().querySelectorAll('thead th[scope="col"]')).toHaveLength(15);
    expect(marks(rowOf(allergenTable(), BUCKET.name.es))).toEqual(
      EU_ALLERGENS.map((key) => (BUCKET.allergens.includes(key) ? 'Contiene' : 'No contiene')),
    );
    expect(marks(rowOf(allergenTable(), FRIES.name.es))).toEqual(EU_ALLERGENS.map(() => 'No contiene'));
  });

  it('draws the rows of its tables a few at a time, never all of them in one go, until every product is there', async () => {
    // Each React commit adds its rows in one go: the observer hears of each batch apart.
    const batches: number[] = [];
    const observer = new MutationObserver((records) => {
      let added = 0;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.matches('tbody tr')) added += 1;
          else added += node.querySelectorAll('tbody tr').length;
        }
      }
      if (added > 0) batches.push(added);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await renderLoaded();
    } finally {
      observer.disconnect();
    }
    const withValues = products.filter((item) => item.nutrition.weight > 0);
    expect(bodyRows(allergenTable())).toHaveLength(products.length);
    expect(bodyRows(nutritionTable())).toHaveLength(withValues.length);
    // Both tables' rows were added in several batches, none near the 116 rows drawn at once before.
    expect(batches.length).toBeGreaterThan(2);
    expect(Math.max(...batches)).toBeLessThanOrEqual(20);
  });

  it('ignores a malformed fragment (#%E0) in its address and shows the tables', async () => {
    await renderLoaded('/alergens#%E0');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alérgenos y valores nutricionales');
    expect(bodyRows(allergenTable())).toHaveLength(products.length);
    expect(screen.queryByText('Algo ha fallado')).toBeNull();
  });

  it('shows nutrition per serving in the language’s format, and names the products without any', async () => {
    await renderLoaded();
    const withValues = products.filter((item) => item.nutrition.weight > 0);
    expect(bodyRows(nutritionTable())).toHaveLength(withValues.length);
    expect(cellsOf(rowOf(nutritionTable(), BUCKET.name.es))).toEqual([
      '1120\u00a0g',
      '2530\u00a0kcal',
      '200\u00a0g',
      '88\u00a0g',
      '2,4\u00a0g',
      '152\u00a0g',
      '1,2\u00a0g',
      '4,8\u00a0g',
      '5,6\u00a0g',
      '14\u00a0g',
    ]);
    expect(
      within(section('Valores nutricionales')).getByText(
        'Sin valores nutricionales declarados: Agua mineral y Café solo.',
      ),
    ).toBeInTheDocument();
  });

  it('filters the allergen table by name and by allergens to avoid', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const allergens = section('Alérgenos');

    await user.type(within(allergens).getByRole('searchbox', { name: 'Buscar un producto' }), 'crujiente');
    const crujientes = products.filter((item) => /crujiente/i.test(item.name.es));
    expect(bodyRows(allergenTable())).toHaveLength(crujientes.length);
    expect(within(allergens).getByRole('status')).toHaveTextContent(
      `Se muestran ${crujientes.length} productos de ${products.length}.`,
    );
    // The nutrition table keeps its own search.
    expect(bodyRows(nutritionTable()).length).toBeGreaterThan(crujientes.length);

    await user.click(within(allergens).getByRole('button', { name: 'Quitar los filtros' }));
    expect(bodyRows(allergenTable())).toHaveLength(products.length);

    const avoid = within(allergens).getByRole('group', { name: 'Mostrar solo los productos sin' });
    await user.click(within(avoid).getByRole('checkbox', { name: 'Gluten' }));
    await user.click(within(avoid).getByRole('checkbox', { name: 'Leche' }));
    const free = products.filter((item) => !item.allergens.includes('gluten') && !item.allergens.includes('milk'));
    expect(free.length).toBeGreaterThan(0);
    expect(bodyRows(allergenTable()).map(nameOf)).toEqual(
      free.map((item) => expect.stringMatching(new RegExp(`^${item.name.es}`))),
    );
  });

  it('sorts the allergen table by an allergen, the products free of it first', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(within(allergenTable()).getByRole('button', { name: 'Ordenar por Gluten' }));
    const gluten = bodyRows(allergenTable()).map((row) => marks(row)[0]);
    const free = products.filter((item) => !item.allergens.includes('gluten')).length;
    expect(gluten.slice(0, free).every((mark) => mark === 'No contiene')).toBe(true);
    expect(gluten.slice(free).every((mark) => mark === 'Contiene')).toBe(true);
  });

  it('shows a product whose details failed to load as unknown, never as free of allergens, until a retry loads it', async () => {
    const user = userEvent.setup();
    api.server.use(
      http.get(`${TEST_API.mainBaseUrl}/api/v1/products/${FRIES.id}`, () =>
        HttpResponse.json({ Message: 'No encontrado' }, { status: 404 }),
      ),
    );
    await renderLoaded();
    const alert = await waitFor(() => main().getByRole('alert'), { timeout: 5000 });
    expect(alert).toHaveTextContent(
      'No hemos podido cargar los datos de 1 producto: aparece como desconocido, nunca como libre de alérgenos.',
    );
    expect(marks(rowOf(allergenTable(), FRIES.name.es))).toEqual(EU_ALLERGENS.map(() => 'Desconocido'));
    expect(cellsOf(rowOf(nutritionTable(), FRIES.name.es))).toEqual(Array(10).fill('?Desconocido'));

    // Avoiding gluten keeps it in the list, still unknown, and says so.
    const allergens = section('Alérgenos');
    await user.click(within(allergens).getByRole('checkbox', { name: 'Gluten' }));
    expect(marks(rowOf(allergenTable(), FRIES.name.es))).toEqual(EU_ALLERGENS.map(() => 'Desconocido'));
    expect(within(allergens).getByRole('status')).toHaveTextContent(
      '1 producto sin comprobar aparece con sus alérgenos como desconocidos.',
    );

    api.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(main().queryByRole('alert')).not.toBeInTheDocument(), { timeout: 5000 });
    // The alert goes as the retry starts; the row says it is checking until the details arrive.
    await waitFor(
      () => expect(marks(rowOf(allergenTable(), FRIES.name.es))).toEqual(EU_ALLERGENS.map(() => 'No contiene')),
      { timeout: 5000 },
    );
  });

  it('says when the menu cannot be loaded, keeps the documents within reach, and retries', async () => {
    const user = userEvent.setup();
    api.server.use(
      http.get(`${TEST_API.mainBaseUrl}/api/v1/sections/collections`, () =>
        HttpResponse.json({ Message: 'No encontrado' }, { status: 404 }),
      ),
    );
    await renderApp('/alergens');
    const alert = await waitFor(() => main().getByRole('alert'), { timeout: 5000 });
    expect(alert).toHaveTextContent('No hemos podido cargar la carta.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(section('Alérgenos')).getByRole('link', { name: /Lista de alérgenos/ })).toHaveAttribute(
      'href',
      '/documents/alergenos.es.html',
    );

    api.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('table', { name: 'Alérgenos de cada producto de la carta' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English, with the English documents and number format', async () => {
    await renderLoaded('/alergens', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Allergens and nutritional values');
    expect(screen.getByRole('link', { name: /Allergen list \(printable document\)/ })).toHaveAttribute(
      'href',
      '/documents/alergenos.en.html',
    );
    expect(screen.getByRole('link', { name: /Nutritional values \(printable document\)/ })).toHaveAttribute(
      'href',
      '/documents/valores-nutricionales.en.html',
    );
    const table = screen.getByRole('table', { name: 'Nutritional values per serving of each product on the menu' });
    expect(cellsOf(rowOf(table, BUCKET.name.en))[4]).toBe('2.4\u00a0g');
  });
});
