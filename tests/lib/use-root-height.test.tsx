import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRootHeightProperty } from '../../src/lib/use-root-height';

/** A ResizeObserver the test drives: jsdom has none and lays nothing out. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  resize() {
    this.callback();
  }
}

let height = 72;

function Bar() {
  const ref = useRef<HTMLElement>(null);
  useRootHeightProperty(ref, '--bottom-inset');
  return <aside ref={ref}>bar</aside>;
}

describe('an element height kept on the root', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('style');
  });

  it('is set from the element as drawn, follows its size and goes with it', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    const root = document.documentElement.style;
    const { unmount } = render(<Bar />);
    expect(root.getPropertyValue('--bottom-inset')).toBe('72px');
    expect(FakeResizeObserver.last?.observed).toEqual([document.querySelector('aside')]);

    height = 89.75;
    FakeResizeObserver.last?.resize();
    expect(root.getPropertyValue('--bottom-inset')).toBe('89.75px');

    unmount();
    expect(root.getPropertyValue('--bottom-inset')).toBe('');
    expect(FakeResizeObserver.last?.observed).toEqual([]);
  });
});
