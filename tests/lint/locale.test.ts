// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { lintAt, root, withoutTypes } from './lint-at';

/**
 * The language shown is read one way, through useLocale: each case lints a file written at the place it would sit,
 * with the repository's own ESLint configuration.
 */

const eslint = new ESLint({ cwd: root, overrideConfig: [withoutTypes, { rules: { 'import/no-cycle': 'off' } }] });

async function syntaxProblems(filePath: string, code: string): Promise<string[]> {
  return (await lintAt(eslint, filePath, code))
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const READS = [
  "import { useIntl } from 'react-intl';\nexport function useL() { const intl = useIntl(); return intl.locale; }\n",
  "import { useIntl } from 'react-intl';\nexport function useL() { return useIntl().locale; }\n",
  "import { useIntl } from 'react-intl';\nexport function useL() { const { locale } = useIntl(); return locale; }\n",
];
const PLACES = [
  'src/features/menu/lint-fixture.ts',
  'src/app/layout/lint-fixture.ts',
  'src/renderers/data-table/lint-fixture.ts',
  'src/ui/lint-fixture.ts',
];

describe('the one locale hook', () => {
  it.each(PLACES.flatMap((place) => READS.map((read, index) => [place, index, read] as const)))(
    'refuses in %s reading react-intl’s locale (way %i)',
    async (place, _index, read) => {
      const problems = await syntaxProblems(place, read);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('useLocale()');
    },
  );

  it.each(PLACES)('lets %s read the language through useLocale and format with useIntl', async (place) => {
    const hook =
      place
        .split('/')
        .slice(1, -1)
        .map(() => '..')
        .join('/') + '/i18n/use-locale';
    const code = `import { useIntl } from 'react-intl';\nimport { useLocale } from '${hook}';\nexport function useL() { const intl = useIntl(); return [useLocale().locale, intl.formatMessage({ id: 'x' })]; }\n`;
    expect(await syntaxProblems(place, code)).toEqual([]);
  });

  it('lets the i18n layer, which owns the store and the provider, read react-intl’s locale', async () => {
    for (const read of READS) expect(await syntaxProblems('src/i18n/lint-fixture.ts', read)).toEqual([]);
  });
});
