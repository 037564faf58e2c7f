import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

setupMockApi();

/** jsdom does not scroll: the sections a page scrolls to, in order. */
function watchScrolls() {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = vi.fn(function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  });
  return scrolled;
}

describe('a document page reached with a fragment', () => {
  const original = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it('scrolls to the section the fragment names', async () => {
    const scrolled = watchScrolls();
    await renderApp('/aviso-legal#proteccion-de-datos');
    expect(await screen.findByRole('heading', { level: 2, name: /Protección de datos/i })).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toEqual(['proteccion-de-datos']));
  });

  it.each(['#%E0', '#%'])('ignores a malformed fragment (%s) and shows the page', async (hash) => {
    const scrolled = watchScrolls();
    await renderApp(`/aviso-legal${hash}`);
    expect(await screen.findByRole('heading', { level: 2, name: /Protección de datos/i })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviso legal');
    // The section headings came with the document, and the effect that looks for the fragment ran with them.
    expect(screen.queryByText('Algo ha fallado')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviso legal');
    expect(scrolled).toEqual([]);
  });
});
