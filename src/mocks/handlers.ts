import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths as DeliveryPaths } from '../api/generated/delivery-api';
import type { paths as MainPaths } from '../api/generated/main-api';
import type { MockStore } from './store';
import { MOCK_MESSAGES, MockFailure } from './store/failure';
import { answerFault } from './store/faults';

export type HandlerOptions = {
  mainBaseUrl: string;
  deliveryBaseUrl: string;
  apiKey: string;
  /** Simulated server time, so spinners and loading states are seen as on the real API. */
  latencyMs?: number;
};

type Lang = 'es' | 'en' | 'ca';

function languageOf(request: Request, query: string | null): Lang {
  const wanted = (query ?? request.headers.get('Accept-Language') ?? 'es').slice(0, 2).toLowerCase();
  return wanted === 'en' || wanted === 'ca' ? wanted : 'es';
}

/** Delivery calls anyone may make: they need no delivery session, so a refused session does not touch them. */
const PUBLIC_DELIVERY_PATH = /^\/api\/(v1\/auth|v1\/logout|[^/]+\/v1\/incidents)$/;

export function createHandlers(store: MockStore, options: HandlerOptions): RequestHandler[] {
  const main = createOpenApiHttp<MainPaths>({ baseUrl: options.mainBaseUrl });
  const delivery = createOpenApiHttp<DeliveryPaths>({ baseUrl: options.deliveryBaseUrl });
  const latency = options.latencyMs ?? 0;

  const ok = { data: {} };
  const auth = (request: Request) => request.headers.get('Authorization');

  return [
    // Runs before every typed handler and falls through (returns nothing) when the call may go on:
    // simulated latency, faults set by the QA controls, and the site's key, which every main API call must carry.
    http.all(`${options.mainBaseUrl}/api/*`, async ({ request }) => {
      if (latency) await delay(latency);
      const path = new URL(request.url).pathname;
      // Autologin carries the refresh token, not the refused one: it is the way out of a storm of 401s.
      const fault = store.faultFor({
        path,
        withCredentials: request.headers.has('Authorization') && path !== '/api/v1/auth/autologin',
      });
      const answer = fault ? await answerFault(fault) : undefined;
      if (answer) return answer;
      if (new URL(request.url).searchParams.get('key') !== options.apiKey) {
        return HttpResponse.json({ Message: MOCK_MESSAGES.invalidKey }, { status: 401 });
      }
      return undefined;
    }),
    http.all(`${options.deliveryBaseUrl}/api/*`, async ({ request }) => {
      if (latency) await delay(latency);
      const path = new URL(request.url).pathname;
      const fault = store.faultFor({ path, withCredentials: !PUBLIC_DELIVERY_PATH.test(path) });
      return fault ? answerFault(fault) : undefined;
    }),
    main.post('/api/v1/auth/register', async ({ request, response }) => {
      store.register(await request.json());
      return response(200).json(ok);
    }),
    main.post('/api/v1/auth/login', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json({ data: store.login(body.email, body.password) });
    }),
    main.post('/api/v1/auth/forgot-password', async ({ request, response }) => {
      store.forgotPassword((await request.json()).email);
      return response(200).json(ok);
    }),
    main.post('/api/v1/auth/resend-email', async ({ request, response }) => {
      store.resendEmail((await request.json()).email);
      return response(200).json(ok);
    }),
    main.post('/api/v1/auth/change-password', async ({ request, response }) => {
      store.changePassword(auth(request), (await request.json()).password);
      return response(200).json(ok);
    }),
    main.post('/api/v1/auth/acceptloyaltychanges', async ({ request, response }) => {
      store.acceptLoyaltyChanges(auth(request), (await request.json()).news);
      return response(200).json(ok);
    }),
    main.post('/api/v1/auth/acceptprivacypolicy', async ({ request, response }) => {
      store.acceptPrivacyPolicy(auth(request), (await request.json()).news);
      return response(200).json(ok);
    }),
    main.post('/api/v1/auth/autologin', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json({ data: store.autologin(body.email, body.refreshToken) });
    }),
    main.get('/api/v1/auth/user', ({ request, response }) =>
      response(200).json({ data: store.getUser(auth(request)) }),
    ),
    main.post('/api/v1/auth/user', async ({ request, response }) => {
      store.updateUser(auth(request), await request.json());
      return response(200).json(ok);
    }),
    main.delete('/api/v1/auth/user', ({ request, response }) => {
      store.deleteUser(auth(request));
      return response(200).json(ok);
    }),
    main.get('/api/v1/news', ({ request, query, response }) =>
      response(200).json({ data: store.news(languageOf(request, query.get('language')), query.get('tags') ?? '') }),
    ),
    main.get('/api/v1/popups', ({ request, query, response }) =>
      response(200).json({ data: store.popups(languageOf(request, query.get('language')), query.get('tags') ?? '') }),
    ),
    main.get('/api/v1/restaurants', ({ request, query, response }) =>
      response(200).json({ data: store.restaurants(languageOf(request, query.get('language'))) }),
    ),
    main.get('/api/v1/provinces', ({ response }) => response(200).json({ data: store.provinces() })),
    main.get('/api/v1/services', ({ request, query, response }) =>
      response(200).json({ data: store.services(languageOf(request, query.get('language'))) }),
    ),
    main.get('/api/v1/sections/collections', ({ request, query, response }) =>
      response(200).json({ data: store.menu(languageOf(request, query.get('language'))) }),
    ),
    main.get('/api/v1/products/{id}', ({ request, params, query, response }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id)) throw new MockFailure(404, MOCK_MESSAGES.notFound);
      return response(200).json({ data: store.product(id, languageOf(request, query.get('language'))) });
    }),

    delivery.post('/api/v1/auth', async ({ request, response }) => {
      const body = await request.json();
      // The real site sets its session cookie here; the mock keeps that session in its store instead, as a
      // cookie for another origin could not be written from the page.
      store.openDeliverySession(body.token, body.user_id);
      return response(200).json({ ok: true });
    }),
    delivery.post('/api/v1/logout', ({ response }) => {
      store.closeDeliverySession();
      return response(200).json({ ok: true });
    }),
    delivery.post('/api/{provider}/v1/incidents', async ({ request, response }) => {
      store.recordContactRequest(await request.json());
      return response(200).json({ ok: true });
    }),
    delivery.post('/api/{provider}/v1/order-incidents', async ({ request, response }) => {
      store.recordOrderIncident(await request.json());
      return response(200).json({ ok: true });
    }),
    delivery.get('/api/v1/users/{userId}/orders', ({ params, query, response }) => {
      if (query.get('key') !== options.apiKey) throw new MockFailure(401, MOCK_MESSAGES.invalidKey);
      return response(200).json({ results: store.orders(Number(params.userId), Number(query.get('page') ?? 1)) });
    }),
    delivery.get('/api/v1/users/{userId}/orders/latest_ongoing_summary', ({ params, response }) =>
      response(200).json(store.ongoingOrder(Number(params.userId))),
    ),
    delivery.get('/api/v1/users/{userId}/vouchers', ({ params, response }) =>
      response(200).json({ results: store.vouchers(Number(params.userId)) }),
    ),
    delivery.get('/api/v1/loyalty/rewards', ({ response }) => response(200).json(store.loyalty())),
  ];
}
