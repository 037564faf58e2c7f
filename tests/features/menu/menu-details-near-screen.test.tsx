import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
// The whole site renders here, and the menu's code arrives lazily: give it time on a busy machine.
const slow = { timeout: 10_000 };

/** An IntersectionObserver the test drives: it says which elements come near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Whether some observer still watches `element`. */
  static watching(element: Element) {
    return FakeObserver.all.some((observer) => observer.observed.has(element));
  }
  /** Says `elements` came near the screen, to every observer watching them. */
  static enter(elements: Element[]) {
    for (const observer of FakeObserver.all) {
      const entries = elements
        .filter((element) => observer.observed.has(element))
        .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const productCalls = () =>
  api.requests.filter((request) => /\/api\/v1\/products\/\d+/.test(new URL(request.url).pathname));

describe("a product's details near the screen", { timeout: 30_000 }, () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are asked for once each, for the cards that come near the screen only, and open the dialog whole', async () => {
    const category = api.store.menu('es').find((candidate) => candidate.products.length >= 2)!;
    expect(category).toBeDefined();
    await renderApp(`/carta?id=${category.id}`);
    const section = await screen.findByRole('region', { name: category.name }, slow);
    const [first, second] = category.products;
    const card = (name: string) => within(section).getAllByRole('button', { name: new RegExp(name) })[0]!;
    expect(productCalls()).toHaveLength(0);
    // The cards are watched from an effect, which React may run a task after the cards are on the page.
    await waitFor(() => expect(FakeObserver.watching(card(first!.name))).toBe(true), slow);

    act(() => FakeObserver.enter([card(first!.name)]));
    await waitFor(
      () =>
        expect(productCalls().map((request) => new URL(request.url).pathname)).toEqual([
          `/api/v1/products/${first!.id}`,
        ]),
      slow,
    );
    // Once asked for, the card is no longer watched.
    expect(FakeObserver.watching(card(first!.name))).toBe(false);

    // The same card again asks nothing more; a card that has not come near the screen was never asked for.
    act(() => FakeObserver.enter([card(first!.name)]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(productCalls()).toHaveLength(1);
    expect(productCalls().some((request) => request.url.includes(`/products/${second!.id}?`))).toBe(false);

    // Its dialog opens with the details already there, and the tap asks for nothing.
    await userEvent.click(card(first!.name));
    const dialog = await screen.findByRole('dialog', { name: first!.name });
    expect(within(dialog).getByText(api.store.product(first!.id, 'es').description)).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(productCalls()).toHaveLength(1);
  });
});
