import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from '../../src/api/early-calls';
import { menuQuery, startMenu } from '../../src/api/queries/menu';
import { newsQuery } from '../../src/api/queries/news';
import { popupsQuery } from '../../src/api/queries/popups';
import { markPopupShown } from '../../src/features/home/daily-popup-state';
import { HOME_NEWS_TAGS, startHomeCalls } from '../../src/features/home/home-calls';
import { setupMockApi } from '../support/api';

const api = setupMockApi();
const calls = (path: string) => api.requests.filter((request) => new URL(request.url).pathname === path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
let client: QueryClient;

beforeEach(() => {
  localStorage.clear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  api.store.restoreRequests();
  client.clear();
  // Nothing started by a test is left for the next one (a failure of what is dropped was handled as it started).
  void takeEarly(['news', 'es', HOME_NEWS_TAGS]);
  void takeEarly(['popups', 'es', 'WEB']);
  void takeEarly(['menu', 'es']);
  vi.restoreAllMocks();
});

describe('calls started early', () => {
  it('start once per query and are handed over once', async () => {
    const call = vi.fn(async () => 'answer');
    const first = startEarly(['thing', 1], call);
    expect(startEarly(['thing', 1], call)).toBe(first);
    expect(call).toHaveBeenCalledTimes(1);
    expect(takeEarly(['thing', 1])).toBe(first);
    expect(takeEarly(['thing', 1])).toBeUndefined();
    await expect(first).resolves.toBe('answer');
  });

  it('leave a failure to the query that takes them', async () => {
    const failing = startEarly(['thing', 2], () => Promise.reject(new Error('down')));
    await settle();
    expect(takeEarly(['thing', 2])).toBe(failing);
    await expect(failing).rejects.toThrow('down');
  });
});

describe('the home page’s early calls', () => {
  it('start the news and, when the popup is due, the popups; the queries then take them without calling again', async () => {
    startHomeCalls('es');
    await settle();
    expect(calls('/api/v1/news')).toHaveLength(1);
    expect(calls('/api/v1/popups')).toHaveLength(1);
    // Nothing in the cache before the page asks: its first render matches the pre-rendered HTML.
    expect(client.getQueryData(newsQuery('es', HOME_NEWS_TAGS).queryKey)).toBeUndefined();

    const news = await client.fetchQuery(newsQuery('es', HOME_NEWS_TAGS));
    const popups = await client.fetchQuery(popupsQuery('es'));
    expect(news.length).toBeGreaterThan(0);
    expect(popups.length).toBeGreaterThan(0);
    expect(calls('/api/v1/news')).toHaveLength(1);
    expect(calls('/api/v1/popups')).toHaveLength(1);

    // A later fetch calls the API again.
    await client.fetchQuery({ ...newsQuery('es', HOME_NEWS_TAGS), staleTime: 0 });
    expect(calls('/api/v1/news')).toHaveLength(2);
  });

  it('leave the popups alone when today’s popup has been seen', async () => {
    markPopupShown();
    startHomeCalls('es');
    await settle();
    expect(calls('/api/v1/news')).toHaveLength(1);
    expect(calls('/api/v1/popups')).toHaveLength(0);
  });

  it('hand a failed early call to the query, which reports it', async () => {
    api.store.failRequests('/api/v1/news', 404);
    startHomeCalls('es');
    await settle();
    await expect(client.fetchQuery(newsQuery('es', HOME_NEWS_TAGS))).rejects.toMatchObject({ status: 404 });
    expect(calls('/api/v1/news')).toHaveLength(1);
  });
});

describe('the menu’s early call', () => {
  it('is taken by the menu query, which then does not call again', async () => {
    void startMenu('es');
    await settle();
    expect(calls('/api/v1/sections/collections')).toHaveLength(1);
    expect(client.getQueryData(menuQuery('es').queryKey)).toBeUndefined();
    const menu = await client.fetchQuery(menuQuery('es'));
    expect(menu.length).toBeGreaterThan(0);
    expect(calls('/api/v1/sections/collections')).toHaveLength(1);
    // Another language is another call.
    await client.fetchQuery(menuQuery('en'));
    expect(calls('/api/v1/sections/collections')).toHaveLength(2);
  });
});
