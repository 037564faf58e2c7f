import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beforeMockStart, CLAIM_WAIT_MS } from '../../src/mocks/worker-control';

const SCRIPT = 'http://localhost/mock-api-worker.js';

/** A worker as a page sees it: its script and its state. */
const workerAt = (state: ServiceWorkerState, scriptURL = SCRIPT) => ({ state, scriptURL }) as ServiceWorker;

/** The page's side of the workers: the one in control, the registrations, and the event of a takeover. */
class FakeContainer extends EventTarget {
  controller: ServiceWorker | null = null;
  constructor(public registrations: Partial<ServiceWorkerRegistration>[] = []) {
    super();
  }
  getRegistrations() {
    return Promise.resolve(this.registrations as ServiceWorkerRegistration[]);
  }
  claim(worker: ServiceWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const decide = (container: FakeContainer) => beforeMockStart(container as unknown as ServiceWorkerContainer, SCRIPT);

describe('what a page does before the mock API starts in it', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('starts on a first visit, with no worker registered yet', async () => {
    await expect(decide(new FakeContainer())).resolves.toBe('start');
    // Another site's worker is not the mock API's.
    const other = new FakeContainer([{ active: workerAt('activated', 'http://localhost/sw.js') }]);
    await expect(decide(other)).resolves.toBe('start');
  });

  it('starts under the worker that controls it', async () => {
    const container = new FakeContainer([{ active: workerAt('activated') }]);
    container.controller = workerAt('activated');
    await expect(decide(container)).resolves.toBe('start');
  });

  it('is loaded again at once when an active worker does not control it (a hard reload bypassed it)', async () => {
    const decided = decide(new FakeContainer([{ active: workerAt('activated') }]));
    // Without waiting: no claim will come.
    await vi.advanceTimersByTimeAsync(0);
    await expect(decided).resolves.toBe('reload');
  });

  it('waits for a worker still starting to claim it, and only then starts', async () => {
    const starting = workerAt('installing');
    const container = new FakeContainer([{ installing: starting }]);
    let outcome: string | undefined;
    void decide(container).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(CLAIM_WAIT_MS - 1);
    // MSW's start would reload the page here and go on starting in it.
    expect(outcome).toBeUndefined();
    container.claim(starting);
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBe('start');
  });

  it('is loaded again when a worker still starting does not claim it in time', async () => {
    const container = new FakeContainer([{ active: workerAt('activating') }]);
    let outcome: string | undefined;
    void decide(container).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(CLAIM_WAIT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('reload');
  });
});
