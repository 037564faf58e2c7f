import createClient, { type Client } from 'openapi-fetch';
import type { ApiHooks } from './api-hooks';
import { errorMiddleware } from './middleware/errors';
import type { paths as DeliveryPaths } from './generated/delivery-api';
import type { paths as MainPaths } from './generated/main-api';
import { bearerAndRefresh } from './middleware/bearer-and-refresh';
import { deliveryRenewal } from './middleware/delivery-renewal';
import { keyAndLanguage } from './middleware/key-and-language';
import { timedFetch } from './middleware/sent-requests';
import { storedAnswers } from './stored-answers';

export type MainClient = Client<MainPaths>;
export type DeliveryClient = Client<DeliveryPaths>;

export type ApiSettings = {
  /** Absolute origin (and base path) of the main API. */
  mainBaseUrl: string;
  apiKey: string;
  deliveryBaseUrl: string;
  deliveryProvider: string;
};

export function createMainClient(settings: ApiSettings, hooks: ApiHooks): MainClient {
  const client = createClient<MainPaths>({ baseUrl: settings.mainBaseUrl, fetch: timedFetch });
  // onRequest runs from the first middleware to the last, onResponse from the last to the first: the bearer token
  // goes on a request that already has its key and language (a retry sends it again as it is, with the new token),
  // and the refresh retry happens before errors are raised.
  client.use(errorMiddleware, keyAndLanguage(settings.apiKey, hooks), bearerAndRefresh(hooks));
  // Only a build for a real API has the offline worker, whose stored answers say when they were stored.
  if (!__API_MOCKING__) client.use(storedAnswers);
  return client;
}

export function createDeliveryClient(settings: ApiSettings, hooks: ApiHooks): DeliveryClient {
  const client = createClient<DeliveryPaths>({
    baseUrl: settings.deliveryBaseUrl,
    credentials: 'include',
    fetch: timedFetch,
    // No Content-Type here: openapi-fetch says `application/json` on a call with a body and nothing on one without,
    // so a read is a simple cross-origin request, sent without a preflight round trip first (see keyAndLanguage).
    headers: { Accept: 'application/json' },
  });
  // The renewal's retry happens before errors are raised.
  client.use(errorMiddleware, deliveryRenewal(hooks));
  return client;
}

type Api = { main: MainClient; delivery: DeliveryClient; settings: ApiSettings };
let api: Api | null = null;

/** Called once at start-up (and by tests) before any query runs. */
export function configureApi(settings: ApiSettings, hooks: ApiHooks): Api {
  api = { main: createMainClient(settings, hooks), delivery: createDeliveryClient(settings, hooks), settings };
  return api;
}

function current(): Api {
  if (!api) throw new Error('The API is used before configureApi() ran');
  return api;
}

export const mainApi = (): MainClient => current().main;
export const deliveryApi = (): DeliveryClient => current().delivery;
export const apiSettings = (): ApiSettings => current().settings;
