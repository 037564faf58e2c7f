import { type ReactNode, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../lib/language';
import { getLocaleState, subscribeLocale } from './locale-store';

function onIntlError(error: { code?: string; message: string }) {
  // A missing translation shows the Spanish text: in development from the code's default message, in production
  // builds (which carry no default texts, scripts/build/strip-default-messages.mjs) because `npm run generate` compiles
  // the Spanish message into the other languages' catalogues in its place. The catalogue test names what is missing.
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
