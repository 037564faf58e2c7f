import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import type { Locale } from '../../lib/language';
import { layoutMessages } from '../messages';
import styles from './header.module.css';

/** ES / EN / CAT, each named in its own language so a reader of that language finds it. */
const OPTIONS: { locale: Locale; short: string; name: string }[] = [
  { locale: 'es', short: 'ES', name: 'Español' },
  { locale: 'en', short: 'EN', name: 'English' },
  { locale: 'ca', short: 'CAT', name: 'Català' },
];

export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <div role="group" aria-label={intl.formatMessage(layoutMessages.language)} className={styles.languages}>
      {OPTIONS.map((option) => (
        <button
          key={option.locale}
          type="button"
          lang={option.locale}
          className={styles.language}
          aria-pressed={option.locale === locale}
          onClick={() => void setLocale(option.locale)}
        >
          {option.short}
          {/* The visible code starts the accessible name (WCAG 2.5.3); the full name follows for screen readers. */}
          <span className="visually-hidden"> {option.name}</span>
        </button>
      ))}
    </div>
  );
}
