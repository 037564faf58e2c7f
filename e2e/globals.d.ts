import type { MockStore } from '../src/mocks/store';

declare global {
  interface Window {
    __mockApi?: MockStore;
    __mockApiCallsInFlight?: () => number;
  }
}
