import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../../src/mocks/node';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
// The whole site renders here, and the menu's code arrives lazily: give it time on a busy machine.
const slow = { timeout: 10_000 };

describe('/carta with an API that sends only what the contract promises', { timeout: 30_000 }, () => {
  it('draws sub-categories that come without an id, each as its own labelled section', async () => {
    const menu = api.store.menu('es');
    const category = menu.find((candidate) => candidate.children.length >= 2)!;
    expect(category).toBeDefined();
    // A sub-category is promised its name and products only.
    const bare = menu.map((item) => ({
      ...item,
      children: item.children.map(({ name, products }) => ({ name, products })),
    }));
    api.server.use(
      http.get(`${TEST_API.mainBaseUrl}/api/v1/sections/collections`, () => HttpResponse.json({ data: bare })),
    );

    await renderApp(`/carta?id=${category.id}`);

    const section = await screen.findByRole('region', { name: category.name }, slow);
    for (const child of category.children) {
      const subsection = within(section).getByRole('region', { name: child.name });
      expect(within(subsection).getByRole('heading', { level: 3, name: child.name })).toBeInTheDocument();
    }
    const ids = [...section.querySelectorAll('h3')].map((heading) => heading.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
