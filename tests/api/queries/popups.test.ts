import { describe, expect, it } from 'vitest';
import { popupsQuery, startPopups } from '../../../src/api/queries/popups';
import { createQueryClient } from '../../../src/app/query-client';
import { setupMockApi } from '../../support/api';
import { answerWithPictures } from '../../support/picture-addresses';

const api = setupMockApi();

describe('the popups', () => {
  it('leave out a popup whose picture no page may show, and give the others their pictures as checked', async () => {
    const shown = answerWithPictures(api, '/api/v1/popups', api.store.popups('es', 'WEB')[0]!);
    const popups = await createQueryClient().fetchQuery(popupsQuery('es'));
    expect(popups.map(({ id, image }) => ({ id, image }))).toEqual(shown);
  });

  it('do so too when asked for before the page is drawn', async () => {
    const shown = answerWithPictures(api, '/api/v1/popups', api.store.popups('es', 'WEB')[0]!);
    void startPopups('ca');
    const popups = await createQueryClient().fetchQuery(popupsQuery('ca'));
    expect(popups.map(({ id, image }) => ({ id, image }))).toEqual(shown);
    expect(api.requests).toHaveLength(1);
  });
});
