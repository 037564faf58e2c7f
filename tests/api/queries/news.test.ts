import { describe, expect, it } from 'vitest';
import { NEWS_PAGE_TAGS, newsQuery, startNews } from '../../../src/api/queries/news';
import { createQueryClient } from '../../../src/app/query-client';
import { setupMockApi } from '../../support/api';
import { answerWithPictures } from '../../support/picture-addresses';

const api = setupMockApi();

describe('the news', () => {
  it('leave out an item whose picture no page may show, and give the others their pictures as checked', async () => {
    const shown = answerWithPictures(api, '/api/v1/news', api.store.news('es', NEWS_PAGE_TAGS)[0]!);
    const news = await createQueryClient().fetchQuery(newsQuery('es', NEWS_PAGE_TAGS));
    expect(news.map(({ id, image }) => ({ id, image }))).toEqual(shown);
  });

  it('do so too when asked for before the page is drawn', async () => {
    const shown = answerWithPictures(api, '/api/v1/news', api.store.news('es', 'WEB,HOME')[0]!);
    void startNews('en', 'WEB,HOME');
    const news = await createQueryClient().fetchQuery(newsQuery('en', 'WEB,HOME'));
    expect(news.map(({ id, image }) => ({ id, image }))).toEqual(shown);
    expect(api.requests).toHaveLength(1);
  });
});
