import { http, HttpResponse } from 'msw';
import type { components } from '../../src/api/generated/main-api';
import { TEST_API } from '../../src/mocks/node';
import type { setupMockApi } from './api';

type NewsItem = components['schemas']['NewsItem'];

/**
 * Picture addresses an answer may carry, each with the address a page is given (an address on the web as parsed), or
 * null for one no page may show: a script, inline data, another host without a scheme, an unknown scheme.
 */
const PICTURES: [image: string, shown: string | null][] = [
  ['javascript:alert(1)', null],
  ['/media/news/burger-fuego.svg', '/media/news/burger-fuego.svg'],
  ['data:image/svg+xml,<svg onload=alert(1)>', null],
  ['//evil.example/a.png', null],
  ['https://cdn.example.com/a b.png', 'https://cdn.example.com/a%20b.png'],
  ['/\\evil.example/a.png', null],
  ['blob:https://example.com/1', null],
];

/**
 * Makes the mock API answer `path` with one item per picture address above, each made from `base` (an item of the
 * fixtures) with its own id, 1 onwards; returns the items a page may be given, with their pictures as shown.
 */
export function answerWithPictures(
  api: ReturnType<typeof setupMockApi>,
  path: string,
  base: NewsItem,
): { id: number; image: string }[] {
  api.server.use(
    http.get(`${TEST_API.mainBaseUrl}${path}`, () =>
      HttpResponse.json({ data: PICTURES.map(([image], index) => ({ ...base, id: index + 1, image })) }),
    ),
  );
  return PICTURES.flatMap(([, shown], index) => (shown === null ? [] : [{ id: index + 1, image: shown }]));
}
