import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
// The whole site renders here, and the menu's code arrives lazily: give it time on a busy machine.
const slow = { timeout: 10_000 };

describe("a product's dialog, drawn ahead", { timeout: 30_000 }, () => {
  it('waits hidden, opens on the product tapped, closes giving focus back, and opens on the next one at its start', async () => {
    const category = api.store.menu('es').find((candidate) => candidate.products.length >= 2)!;
    expect(category).toBeDefined();
    const [first, second] = category.products;
    await renderApp(`/carta?id=${category.id}`);
    const section = await screen.findByRole('region', { name: category.name }, slow);
    const card = (name: string) => within(section).getAllByRole('button', { name: new RegExp(name) })[0]!;

    // In the page before any tap, neither open nor offered to assistive technology.
    await waitFor(() => expect(document.querySelector('dialog')).not.toBeNull(), slow);
    const drawn = document.querySelector('dialog')!;
    expect(drawn).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog', { name: first!.name })).not.toBeInTheDocument();

    await userEvent.click(card(first!.name));
    const dialog = await screen.findByRole('dialog', { name: first!.name });
    expect(dialog, 'the element drawn ahead').toBe(drawn);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Información nutricional y alérgenos' }, slow),
    );
    expect(within(dialog).getByRole('table')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: first!.name })).not.toBeInTheDocument());
    expect(drawn, 'kept in the page, closed').toHaveAttribute('aria-labelledby');
    expect(drawn).not.toHaveAttribute('open');
    expect(card(first!.name)).toHaveFocus();

    // The next product opens on its own texts and image, at its start, not at the last one's nutrition.
    await userEvent.click(card(second!.name));
    const next = await screen.findByRole('dialog', { name: second!.name });
    expect(next).toBe(drawn);
    expect(within(next).getByText(api.store.product(second!.id, 'es').description)).toBeInTheDocument();
    expect(within(next).queryByRole('table')).not.toBeInTheDocument();
    expect(next.querySelector('img')?.getAttribute('src')).toBe(second!.image);
  });

  it('is drawn for the first product of the category the menu opens at, the one in sight, and opens on it', async () => {
    const [menuFirst, ...others] = api.store.menu('es');
    const category = others.find(
      (candidate) => candidate.products.length > 0 && candidate.products[0]!.id !== menuFirst!.products[0]?.id,
    )!;
    expect(category).toBeDefined();
    const [product] = category.products;
    await renderApp(`/carta?id=${category.id}`);
    const section = await screen.findByRole('region', { name: category.name }, slow);

    await waitFor(() => expect(document.querySelector('dialog h2')).toHaveTextContent(product!.name), slow);
    const drawn = document.querySelector('dialog')!;
    expect(drawn).not.toHaveAttribute('open');
    expect(drawn.querySelector('img')?.getAttribute('src')).toBe(product!.image);

    await userEvent.click(within(section).getAllByRole('button', { name: new RegExp(product!.name) })[0]!);
    expect(await screen.findByRole('dialog', { name: product!.name }), 'the element drawn ahead').toBe(drawn);
  });

  it("counts the product's screen view once the dialog is painted, not in the tap that opens it", async () => {
    document.cookie = 'cookie_analytics=true; path=/';
    const category = api.store.menu('es').find((candidate) => candidate.products.length > 0)!;
    const [product] = category.products;
    await renderApp(`/carta?id=${category.id}`);
    const section = await screen.findByRole('region', { name: category.name }, slow);
    await waitFor(() => expect(window.dataLayer).toContainEqual(expect.objectContaining({ screen_name: 'catalog' })));
    const views = () => (window.dataLayer ?? []).filter((event) => event.screen_name === 'item_detail');

    // The click's update drawn and its effects run within act, with no frame in between: the view waits for one.
    act(() =>
      within(section)
        .getAllByRole('button', { name: new RegExp(product!.name) })[0]!
        .click(),
    );
    expect(screen.getByRole('dialog', { name: product!.name })).toBeInTheDocument();
    expect(views()).toEqual([]);
    await waitFor(() =>
      expect(views()).toEqual([{ event: 'screen_view', screen_name: 'item_detail', page_path: `/carta` }]),
    );
  });
});
