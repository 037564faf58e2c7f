import { useQuery } from '@tanstack/react-query';
import { newsTarget } from '../../domain/news';
import { useIntl } from 'react-intl';
import { NEWS_PAGE_TAGS, newsQuery } from '../../api/queries/news';
import { useLocale } from '../../i18n/use-locale';
import { Carousel } from '../../ui/carousel';
import { LoadError } from '../../ui/load-error';
import { Isolated } from '../../ui/isolated';
import { NewsBanner } from '../../ui/news-link';
import { Page } from '../../ui/page';
import { newsMessages as m } from './messages';
import styles from './news.module.css';

/** /novedades: the carousel of its news items (NEWS_PAGE_TAGS), shown only when there are any. */
export default function NewsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data: news, error, isError, isFetching, refetch } = useQuery(newsQuery(locale, NEWS_PAGE_TAGS));

  return (
    <Page title={intl.formatMessage(m.title)}>
      {isError && !news ? (
        <LoadError
          message={intl.formatMessage(m.loadError)}
          error={error}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : !news ? (
        <div className={styles.placeholder} aria-hidden="true" />
      ) : news.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <Carousel
          label={intl.formatMessage(m.carouselLabel)}
          slides={news.map((item, index) => ({
            key: item.id,
            label: item.name,
            content: (
              <figure className={styles.slide}>
                <NewsBanner item={item} target={newsTarget(item)} priority={index === 0} className={styles.banner} />
                <figcaption aria-hidden="true">
                  <Isolated>{item.name}</Isolated>
                </figcaption>
              </figure>
            ),
          }))}
        />
      )}
    </Page>
  );
}
