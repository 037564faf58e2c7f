import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../src/lib/lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

/** A chunk that arrives when the test says so. */
function chunk() {
  let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
  const fetchComponent = vi.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve) => {
        arrive = resolve;
      }),
  );
  return { fetchComponent, arrive: () => arrive({ default: Greeting }) };
}

describe('a component whose code is fetched when first drawn', () => {
  it('draws its fallback, and the rest of the page, until its code arrives, then the component with its props', async () => {
    const { fetchComponent, arrive } = chunk();
    const Lazy = lazyComponent(fetchComponent, <p>Cargando…</p>);
    expect(fetchComponent).not.toHaveBeenCalled();
    render(
      <main>
        <h1>Página</h1>
        <Lazy name="Ana" />
      </main>,
    );
    expect(fetchComponent).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Página' })).toBeInTheDocument();
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('draws nothing in its place while it loads, unless given a fallback', () => {
    const { fetchComponent } = chunk();
    const Lazy = lazyComponent(fetchComponent);
    const { container } = render(<Lazy name="Ana" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('once preloaded, is drawn in the first render, and its code is fetched once', async () => {
    const { fetchComponent, arrive } = chunk();
    const Lazy = lazyComponent(fetchComponent, <p>Cargando…</p>);
    const preloaded = Lazy.preload();
    void Lazy.preload();
    arrive();
    await preloaded;
    render(
      <>
        <Lazy name="Ana" />
        <Lazy name="Luis" />
      </>,
    );
    // Synchronously, without a pass through the fallback.
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.getByText('Hola, Luis')).toBeInTheDocument();
    expect(fetchComponent).toHaveBeenCalledTimes(1);
  });

  it('fetches its code again after a failed preload', async () => {
    const fetchComponent = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const Lazy = lazyComponent(fetchComponent);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    render(<Lazy name="Ana" />);
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(fetchComponent).toHaveBeenCalledTimes(2);
  });
});
