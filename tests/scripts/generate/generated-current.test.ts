// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkGenerated } from '../../../scripts/check/content.mjs';
import { generatedFiles, staleGeneratedFiles, writeGenerated } from '../../../scripts/generate/generate.mjs';

const project = join(import.meta.dirname, '../../..');
let root = '';

/** A copy of the sources the generation reads, with its files generated as `npm run generate` writes them. */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'generated-'));
  for (const dir of ['openapi', 'schemas', 'content/messages', 'content/fixtures'])
    cpSync(join(project, dir), join(root, dir), { recursive: true });
  writeGenerated(root, await generatedFiles(root));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')));

describe('the generated files', () => {
  it('are current right after the generation, and `check:content` says nothing', async () => {
    expect(await staleGeneratedFiles(root)).toEqual([]);
    expect(await checkGenerated(root)).toEqual([]);
  }, 60_000);

  it('are named, each, once a source they come from changes or a file is left over', async () => {
    edit('schemas/forms/public-contact.schema.json', (text) => {
      const schema = JSON.parse(text) as { properties: Record<string, unknown> };
      schema.properties.zzNewField = { type: 'string', title: 'form.field.zzNewField', maxLength: 80 };
      return JSON.stringify(schema, null, 2);
    });
    edit('content/messages/es.json', (text) =>
      JSON.stringify({ ...(JSON.parse(text) as object), 'form.field.zzNewField': 'Nuevo' }, null, 2),
    );
    edit('content/fixtures/menu.json', (text) => text.replace(/"es": "[^"]*"/g, '"es": "Producto"'));
    writeFileSync(join(root, 'src/renderers/schema-form/validators/left-over.js'), 'export default {};\n');

    const stale = await staleGeneratedFiles(root);
    expect(stale).toEqual(
      expect.arrayContaining([
        'src/renderers/schema-form/validators/public-contact.js',
        'src/renderers/schema-form/validators/public-contact.schema.json',
        'src/renderers/schema-form/generated/forms.ts',
        'src/i18n/compiled/contact.es.json',
        'public/documents/alergenos.es.html',
        'src/renderers/schema-form/validators/left-over.js',
      ]),
    );
    // Only what those sources give: the contract's types and answer checks are left alone.
    expect(stale.filter((file) => file.startsWith('src/api/'))).toEqual([]);
    const problems = await checkGenerated(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/run npm run generate$/);

    writeGenerated(root, await generatedFiles(root));
    expect(await staleGeneratedFiles(root)).toEqual([]);
  }, 60_000);

  it('cannot be made from a contract keyword the answer checks do not understand: one problem says which', async () => {
    const file = 'openapi/main-api.yaml';
    const before = readFileSync(join(root, file), 'utf8');
    const contract = parse(before) as {
      components: { schemas: { Restaurant: { properties: { name: Record<string, unknown> } } } };
    };
    contract.components.schemas.Restaurant.properties.name.pattern = '^Pollo';
    writeFileSync(join(root, file), stringify(contract));
    try {
      const problems = await checkGenerated(root);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('npm run generate fails');
      expect(problems[0]).toContain('"pattern"');
      expect(problems[0]).toContain('isRestaurant of Restaurant');
    } finally {
      writeFileSync(join(root, file), before);
    }
  }, 60_000);
});
