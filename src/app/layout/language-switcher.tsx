import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import type { Locale } from '../../lib/language';
import { useGoToAddress } from '../language-router';
import { layoutMessages } from '../messages';
import { addressOf, prefixOf } from '../route-table.mjs';
import styles from './header.module.css';

/** ES / EN / CAT, each named in its own language so a reader of that language finds it. */
const OPTIONS: { locale: Locale; short: string; name: string }[] = [
  { locale: 'es', short: 'ES', name: 'Español' },
  { locale: 'en', short: 'EN', name: 'English' },
  { locale: 'ca', short: 'CAT', name: 'Català' },
];

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Links to the page shown in each language, its query and fragment kept: crawlers follow them to every language's
 * address, and a visitor moves between them without reloading the page (what they typed stays).
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { pathname, search, hash } = useLocation();
  const goTo = useGoToAddress();
  return (
    <div role="group" aria-label={intl.formatMessage(layoutMessages.language)} className={styles.languages}>
      {OPTIONS.map((option) => {
        const address = `${addressOf(pathname, prefixOf(option.locale))}${search}${hash}`;
        const current = option.locale === locale;
        return (
          <a
            key={option.locale}
            href={address}
            hrefLang={option.locale}
            lang={option.locale}
            className={styles.language}
            aria-current={current ? 'true' : undefined}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              if (!current) goTo(address);
            }}
          >
            {option.short}
            {/* The visible code starts the accessible name (WCAG 2.5.3); the full name follows for screen readers. */}
            <span className="visually-hidden"> {option.name}</span>
          </a>
        );
      })}
    </div>
  );
}
