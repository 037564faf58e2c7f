/**
 * Loads the locale data of the formatters the site uses (src/i18n/warm-intl.ts): the numbers, times, dates and
 * lists of the page's language, the way react-intl and the pages create them. Then it says so and ends.
 */
export function warm(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.NumberFormat(locale).format(1.5);
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(0);
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.ListFormat(locale).format(['a', 'b']);
  new Intl.PluralRules(locale).select(1);
}

// Only a worker has importScripts: imported anywhere else (its test), the module only defines warm().
if ('importScripts' in globalThis) {
  self.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') warm(event.data);
    self.postMessage('warm');
    self.close();
  });
}
