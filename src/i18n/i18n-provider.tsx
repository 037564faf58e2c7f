import { type ReactNode, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../lib/language';
import { getLocaleState, subscribeLocale } from './locale-store';

function onIntlError(error: { code?: string; message: string }) {
  // In development a missing translation falls back to the Spanish default message. Production builds carry no
  // default texts (scripts/build/strip-default-messages.mjs): the catalogue test keeps every language complete.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale, messages } = useSyncExternalStore(subscribeLocale, getLocaleState, getLocaleState);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
