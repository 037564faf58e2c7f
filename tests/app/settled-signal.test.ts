import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markCallsOnTheirWay } from '../../src/app/settled-signal';
import { holdPageWork } from '../../src/lib/page-work';

/** A call whose answer the test gives when it wants. */
function pendingCall<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('the mark of calls on their way', () => {
  let client: QueryClient;
  let root: HTMLElement;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    root = document.createElement('div');
    stop = markCallsOnTheirWay(client, root);
  });
  afterEach(() => {
    stop();
    client.clear();
    vi.useRealTimers();
  });

  it('is set the moment a read starts, and taken away after the frame that follows its answer', async () => {
    expect(root.hasAttribute('data-busy')).toBe(false);
    const call = pendingCall<string>();
    const read = client.fetchQuery({ queryKey: ['news'], queryFn: () => call.promise });
    expect(root.hasAttribute('data-busy')).toBe(true);
    call.answer('ok');
    await read;
    expect(root.hasAttribute('data-busy'), 'the answer is not drawn yet').toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute('data-busy')).toBe(false);
  });

  it('stays while a call the answer set off is on its way', async () => {
    const first = pendingCall<string>();
    const second = pendingCall<string>();
    const read = client.fetchQuery({ queryKey: ['menu'], queryFn: () => first.promise });
    first.answer('menu');
    await read;
    // Drawing the answer asks for more before the frame is painted.
    const next = client.fetchQuery({ queryKey: ['product', 1], queryFn: () => second.promise });
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute('data-busy')).toBe(true);
    second.answer('product');
    await next;
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute('data-busy')).toBe(false);
  });

  it('stays while the page still works on its data between calls, and goes after the frame that follows its end', () => {
    const release = holdPageWork();
    expect(root.hasAttribute('data-busy')).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute('data-busy'), 'no call on its way, the work still held').toBe(true);
    release();
    release();
    expect(root.hasAttribute('data-busy'), 'the end of the work is not drawn yet').toBe(true);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute('data-busy')).toBe(false);
  });

  it('counts a change being sent', async () => {
    const call = pendingCall<void>();
    const sent = client
      .getMutationCache()
      .build(client, { mutationFn: () => call.promise })
      .execute(undefined);
    expect(root.hasAttribute('data-busy')).toBe(true);
    call.answer();
    await sent;
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute('data-busy')).toBe(false);
  });
});
