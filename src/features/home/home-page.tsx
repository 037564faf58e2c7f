import { useQuery } from '@tanstack/react-query';
import { newsTarget } from '../../domain/news';
import { useDeferredValue, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { newsQuery } from '../../api/queries/news';
import { useLocale } from '../../i18n/use-locale';
import { jsonLdText } from '../../lib/json-ld';
import { APP_STORES } from '../../lib/site';
import { useSiteOrigin } from '../../lib/site-origin';
import { buttonClassName } from '../../ui/button';
import { Carousel } from '../../ui/carousel';
import { ErrorBoundary } from '../../ui/error-boundary';
import { ExternalLink } from '../../ui/external-link';
import { Isolated } from '../../ui/isolated';
import { LoadError } from '../../ui/load-error';
import { NewsBanner, NewsLink } from '../../ui/news-link';
import { DailyPopup } from './daily-popup';
import { HOME_NEWS_TAGS } from './home-calls';
import styles from './home.module.css';
import { homeMessages as m } from './messages';
import { homeStructuredData } from './structured-data';

/** The first three home news items form the carousel; the rest are cards below it. */
export const CAROUSEL_SIZE = 3;

export const APP_SECTION_ID = 'app';

/**
 * The home news. Their arrival is drawn as a transition (in slices, between other tasks): a query's answer would
 * otherwise draw the carousel and the cards in one block.
 */
function useHomeNews() {
  const { locale } = useLocale();
  const query = useQuery(newsQuery(locale, HOME_NEWS_TAGS));
  return { ...query, data: useDeferredValue(query.data) };
}

/** The first news items as a carousel, in a box of the carousel's size while they load. */
function FeaturedNews() {
  const intl = useIntl();
  const { data: news, error, isError, isFetching, refetch } = useHomeNews();
  if (isError && !news) {
    return (
      <LoadError
        message={intl.formatMessage(m.newsLoadError)}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!news) return <div className={styles.bannerPlaceholder} aria-hidden="true" />;
  return (
    <Carousel
      label={intl.formatMessage(m.carouselLabel)}
      slides={news.slice(0, CAROUSEL_SIZE).map((item, index) => ({
        key: item.id,
        label: item.name,
        content: <NewsBanner item={item} target={newsTarget(item)} priority={index === 0} className={styles.banner} />,
      }))}
    />
  );
}

/**
 * The other news items as cards. They come after the app section, so their arrival adds to the end of the page
 * instead of pushing down what is already on screen.
 */
function MoreNews() {
  const intl = useIntl();
  const { data: news } = useHomeNews();
  const rest = news?.slice(CAROUSEL_SIZE) ?? [];
  if (rest.length === 0) return null;
  return (
    <section aria-labelledby="more-news" className={styles.section}>
      <h2 id="more-news">{intl.formatMessage(m.moreNews)}</h2>
      <ul className={styles.cards}>
        {rest.map((item) => (
          <li key={item.id}>
            <NewsLink target={newsTarget(item)} className={styles.card}>
              <img src={item.image} alt="" width={1200} height={500} loading="lazy" decoding="async" />
              <span className={styles.cardName}>
                <Isolated>{item.name}</Isolated>
              </span>
            </NewsLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AppDownload() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section
      id={APP_SECTION_ID}
      aria-labelledby="app-title"
      className={`${styles.section} ${styles.app}`}
      tabIndex={-1}
    >
      <div>
        <h2 id="app-title">{t(m.appTitle)}</h2>
        <p>{t(m.appIntro)}</p>
        <ol className={styles.steps}>
          {[m.appStep1, m.appStep2, m.appStep3].map((step, index) => (
            <li key={step.id}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(step)}</span>
            </li>
          ))}
        </ol>
        <ul className={styles.stores} aria-label={t(m.storesLabel)}>
          {Object.values(APP_STORES).map((store) => (
            <li key={store.label}>
              <ExternalLink href={store.url} className={buttonClassName('primary')}>
                {t(m.storeLink, { store: store.label })}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
      <img
        src="/media/app/app-phone.svg"
        alt={t(m.appImageAlt)}
        width={320}
        height={480}
        loading="lazy"
        decoding="async"
        className={styles.phone}
      />
    </section>
  );
}

/** The chain and its site for search engines, in the pre-rendered page as in the one the browser draws. */
function StructuredData() {
  const { locale } = useLocale();
  return <script type="application/ld+json">{jsonLdText(homeStructuredData(useSiteOrigin(), locale))}</script>;
}

export default function HomePage() {
  const intl = useIntl();
  const { hash } = useLocation();

  // The header's install-app entry leads to /#app: bring the section into view once it is there.
  useEffect(() => {
    if (hash !== `#${APP_SECTION_ID}`) return;
    const section = document.getElementById(APP_SECTION_ID);
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div className={styles.home}>
      <h1 id="page-title" className="visually-hidden">
        {intl.formatMessage(m.title)}
      </h1>
      <FeaturedNews />
      <AppDownload />
      <MoreNews />
      <StructuredData />
      {/* The popup is extra: if its data cannot be drawn, the home page goes on without it. */}
      <ErrorBoundary>
        <DailyPopup />
      </ErrorBoundary>
    </div>
  );
}
