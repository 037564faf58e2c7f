import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $defs } from '../../../schemas/content/cookie-table.schema.json';
import { addressOf, LANGUAGES } from '../../../src/app/route-table.mjs';
import { formatList } from '../../../src/i18n/format-list';
import type { DocumentContent, Inline } from '../../../src/lib/documents';
import type { Locale } from '../../../src/lib/language';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

setupMockApi();

/** jsdom does not scroll: the sections a page scrolls to, in order. */
function watchScrolls() {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = vi.fn(function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  });
  return scrolled;
}

describe('a document page reached with a fragment', () => {
  const original = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it('scrolls to the section the fragment names', async () => {
    const scrolled = watchScrolls();
    await renderApp('/aviso-legal#proteccion-de-datos');
    expect(await screen.findByRole('heading', { level: 2, name: /Protección de datos/i })).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toEqual(['proteccion-de-datos']));
  });

  it.each(['#%E0', '#%'])('ignores a malformed fragment (%s) and shows the page', async (hash) => {
    const scrolled = watchScrolls();
    await renderApp(`/aviso-legal${hash}`);
    expect(await screen.findByRole('heading', { level: 2, name: /Protección de datos/i })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviso legal');
    // The section headings came with the document, and the effect that looks for the fragment ran with them.
    expect(screen.queryByText('Algo ha fallado')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviso legal');
    expect(scrolled).toEqual([]);
  });
});

const root = join(import.meta.dirname, '../../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('the cookie policy', () => {
  it.each(LANGUAGES.map(({ locale, prefix }) => [locale as Locale, addressOf('/cookies', prefix)] as const))(
    'in %s (%s) lists the periods of the cookie schema, in its order, in the words of the catalogue',
    async (locale, address) => {
      const messages = readJson(`content/messages/${locale}.json`) as Record<string, string>;
      const periods = $defs.cookie.properties.expiration.enum.map(
        (value) => messages[`cookies.expiration.${value}`] ?? `(no text for ${value})`,
      );
      const intl = createIntl({ locale, messages });
      // The paragraphs that name the periods, as the document's runs read with the periods' list in its place.
      const policy = readJson(`content/documents/cookies.${locale}.json`) as DocumentContent;
      const text = (run: Inline) =>
        typeof run === 'string'
          ? run
          : 'cookiePeriods' in run
            ? formatList(intl, periods, run.cookiePeriods)
            : run.text;
      const sentences = policy.sections
        .flatMap((section) => [...section.blocks, ...(section.sections ?? []).flatMap((sub) => sub.blocks)])
        .flatMap((block) =>
          block.type === 'paragraph' &&
          Array.isArray(block.text) &&
          block.text.some((run) => typeof run === 'object' && 'cookiePeriods' in run)
            ? [block.text.map(text).join('')]
            : [],
        );
      expect(sentences.length).toBeGreaterThan(0);

      await renderApp(address);
      expect(await screen.findByRole('table', { name: messages['cookies.table.caption'] })).toBeInTheDocument();
      for (const sentence of sentences) {
        expect(
          screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === sentence),
        ).toBeVisible();
      }
      // Joined as the page's language joins a choice: "…, 5 años o 10 años", "…, 5 years, or 10 years".
      const list = formatList(intl, periods, 'disjunction');
      expect(list.slice(0, -periods.at(-1)!.length)).toMatch({ es: / [ou] $/, en: /, or $/, ca: / o $/ }[locale]);
    },
  );
});
