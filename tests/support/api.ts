import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApi } from '../../src/api/clients';
import type { Locale } from '../../src/lib/language';
import { createMockServer, TEST_API } from '../../src/mocks/node';
import { sessionApiHooks } from '../../src/session/api-hooks';
import { clearSession } from '../../src/session/session';

/**
 * The embedded mock API on MSW's node server, with the site's clients configured against it. Any request
 * the mock does not answer fails the test (epic-stack's discipline).
 */
export function setupMockApi() {
  const mock = createMockServer();
  const language = { current: 'es' as Locale };
  const requests: Request[] = [];

  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    mock.store.reset();
    language.current = 'es';
    requests.length = 0;
    clearSession('logout');
    configureApi(
      TEST_API,
      sessionApiHooks(() => language.current),
    );
  });
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  afterEach(() => mock.server.resetHandlers());
  afterAll(() => mock.server.close());

  return { ...mock, language, requests };
}
