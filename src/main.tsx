import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { configureApi } from './api/clients';
import { getLocale, initLocale } from './i18n/locale-store';
import { ConfigError, getConfig } from './lib/config';
import { readStoredLocale } from './lib/language';
import { refreshSession } from './session/auth';
import { getSession, syncSessionAcrossTabs } from './session/session';
import './styles/global.css';

function showConfigError(error: ConfigError) {
  console.error(error.message);
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'margin:2rem;padding:1rem;border:2px solid #a4161a;background:#fde8e8;white-space:pre-wrap';
  box.textContent = error.message;
  root.replaceChildren(box);
}

async function start() {
  const config = getConfig();
  const settings = {
    mainBaseUrl: config.apiBaseUrl || window.location.origin,
    apiKey: config.apiKey,
    deliveryBaseUrl: config.deliveryBaseUrl,
    deliveryProvider: config.deliveryProvider,
  };
  if (__API_MOCKING__) {
    // The mock API and its fixtures are a separate chunk, fetched only in builds that mock.
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi(settings);
  }
  configureApi(settings, { getToken: () => getSession()?.token ?? null, getLanguage: getLocale, refreshToken: refreshSession });
  syncSessionAcrossTabs();
  await initLocale(readStoredLocale());

  const queryClient = createQueryClient();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} Router={BrowserRouter} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) showConfigError(error);
  else throw error;
});
