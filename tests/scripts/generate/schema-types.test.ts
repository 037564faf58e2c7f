import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypes, formTypes, readFormSchemas } from '../../../scripts/generate/schema-types.mjs';

/** The generated text with its comments and blank lines left out, and its spaces collapsed. */
const code = (text: string) =>
  text
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, ' ');

describe('the types generated from the JSON Schemas', () => {
  it('give each form its fields: required ones always there, the others maybe absent, a box that must be ticked true', async () => {
    const text = code(
      await formTypes(
        {
          'sign-up': {
            type: 'object',
            required: ['name', 'age', 'terms', 'plan'],
            properties: {
              name: { type: 'string', maxLength: 50 },
              age: { type: 'integer', minimum: 1 },
              terms: { type: 'boolean', const: true },
              plan: { type: 'string', enum: ['basic', 'plus'] },
              news: { type: 'boolean', default: false },
              score: { type: 'number' },
            },
          },
          login: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } },
        },
        '// header\n',
      ),
    );
    expect(text).toContain(
      '"sign-up": { name: string; age: number; terms: true; plan: "basic" | "plus"; news?: boolean; score?: number; };',
    );
    expect(text).toContain('login: { email: string; };');
    expect(text).toContain("export type FormName = keyof components['schemas'];");
    expect(text).toContain("export type FormData<Name extends FormName> = components['schemas'][Name];");
  });

  it('refuse a form whose schema is not an object of fields', async () => {
    await expect(formTypes({ broken: { type: 'string' } }, '')).rejects.toThrow(/Form broken/);
  });

  it('name each schema and each of its definitions, and follow $ref within a file and to another file by its $id', async () => {
    const text = code(
      await contentTypes(
        {
          Text: {
            $schema: 'https://json-schema.org/draft/2020-12/schema',
            $id: 'https://example.test/text.schema.json',
            type: 'object',
            additionalProperties: false,
            required: ['es'],
            properties: { es: { type: 'string' } },
          },
          Page: {
            $id: 'https://example.test/page.schema.json',
            type: 'object',
            additionalProperties: false,
            required: ['blocks'],
            properties: {
              $schema: { type: 'string' },
              title: { $ref: 'https://example.test/text.schema.json' },
              blocks: { type: 'array', items: { $ref: '#/$defs/block' } },
            },
            $defs: {
              block: { oneOf: [{ $ref: '#/$defs/paragraph' }, { $ref: '#/$defs/rule' }] },
              paragraph: {
                type: 'object',
                required: ['type', 'text'],
                properties: { type: { const: 'paragraph' }, text: { type: ['string', 'null'] } },
              },
              rule: { type: 'object', required: ['type'], properties: { type: { const: 'rule' } } },
            },
          },
        },
        '',
      ),
    );
    expect(text).toContain(
      'Page: { $schema?: string; title?: components["schemas"]["Text"]; blocks: components["schemas"]["PageBlock"][]; };',
    );
    expect(text).toContain('PageBlock: components["schemas"]["PageParagraph"] | components["schemas"]["PageRule"];');
    expect(text).toContain('PageParagraph: { type: "paragraph"; text: string | null; };');
    expect(text).toContain('PageRule: { type: "rule"; };');
    expect(text).toContain("export type PageBlock = components['schemas']['PageBlock'];");
    expect(text).toContain("export type Text = components['schemas']['Text'];");
  });

  it('type a oneOf chosen by a discriminator as the union of its branches, each with its own const', async () => {
    const text = code(
      await contentTypes(
        {
          Page: {
            $id: 'https://example.test/page.schema.json',
            $defs: {
              block: {
                type: 'object',
                discriminator: { propertyName: 'type' },
                oneOf: [{ $ref: '#/$defs/paragraph' }, { $ref: '#/$defs/rule' }],
              },
              paragraph: {
                type: 'object',
                required: ['type', 'text'],
                properties: { type: { const: 'paragraph' }, text: { type: 'string' } },
              },
              rule: { type: 'object', required: ['type'], properties: { type: { const: 'rule' } } },
            },
          },
        },
        '',
      ),
    );
    expect(text).toContain('PageBlock: components["schemas"]["PageParagraph"] | components["schemas"]["PageRule"];');
    expect(text).toContain('PageParagraph: { type: "paragraph"; text: string; };');
    expect(text).toContain('PageRule: { type: "rule"; };');
  });

  it('refuse a $ref to a schema that is not among them', async () => {
    await expect(
      contentTypes(
        { Page: { type: 'object', properties: { x: { $ref: 'https://example.test/other.schema.json' } } } },
        '',
      ),
    ).rejects.toThrow(/Page: \$ref https:\/\/example\.test\/other\.schema\.json names no schema/);
  });
});

describe('the forms read from their folder', () => {
  it('take a definition named by $ref from its own file, so changing that one file changes every form naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forms-'));
    try {
      mkdirSync(join(dir, 'definitions'));
      const define = (pattern: string) =>
        writeFileSync(
          join(dir, 'definitions/secret.schema.json'),
          JSON.stringify({
            $schema: 'http://json-schema.org/draft-07/schema#',
            $comment: 'one rule',
            type: 'string',
            minLength: 6,
            pattern,
          }),
        );
      const form = (title: string) => ({
        type: 'object',
        properties: {
          secret: { $ref: 'definitions/secret.schema.json', title },
          other: { $ref: '#/definitions/other' },
        },
      });
      writeFileSync(join(dir, 'sign-up.schema.json'), JSON.stringify(form('signUp.secret')));
      writeFileSync(join(dir, 'change.schema.json'), JSON.stringify(form('change.secret')));

      define('[0-9]');
      const forms = readFormSchemas(dir);
      expect(Object.keys(forms)).toEqual(['change', 'sign-up']);
      // The definition's keywords, the field's own title, and a reference within the file left as it is.
      expect(forms['sign-up']!.properties).toEqual({
        secret: { type: 'string', minLength: 6, pattern: '[0-9]', title: 'signUp.secret' },
        other: { $ref: '#/definitions/other' },
      });
      expect((forms.change!.properties as Record<string, unknown>).secret).toEqual({
        type: 'string',
        minLength: 6,
        pattern: '[0-9]',
        title: 'change.secret',
      });

      define('[a-z]');
      for (const schema of Object.values(readFormSchemas(dir))) {
        expect((schema.properties as Record<string, { pattern?: string }>).secret?.pattern).toBe('[a-z]');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
