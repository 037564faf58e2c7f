// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { afterAll, describe, expect, it } from 'vitest';
import { formValidatorModule } from '../../../scripts/generate/form-validators.mjs';

// Inside the project, so that the module's imports of AJV's runtime resolve as the site's do.
const dir = join(import.meta.dirname, '../../../node_modules/.cache/form-validators-test');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A form's schema whose hash, the key its validator is exported under, reads as a JavaScript name. */
function schemaWithNameLikeHash(): RJSFSchema {
  for (let n = 0; n < 5000; n += 1) {
    const schema: RJSFSchema = {
      type: 'object',
      title: `Formulario ${n}`,
      required: ['city'],
      properties: { city: { type: 'string' } },
    };
    if (/^[A-Za-z_$]/.test(hashForSchema(schema))) return schema;
  }
  throw new Error('no schema of these has a hash that begins with a letter');
}

async function load(name: string, module: string) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, module);
  return (await import(pathToFileURL(file).href)) as { default: Record<string, (value: unknown) => boolean> };
}

describe("a form's validator", () => {
  it('keeps a validator AJV exports under a name-like key (exports.a102c1c), and it validates', async () => {
    const schema = schemaWithNameLikeHash();
    const code = compileSchemaValidatorsCode(schema);
    expect(code).toMatch(/^exports\.[A-Za-z_$][\w$]* = /m);
    const { default: validators } = await load('name-like', formValidatorModule('contact', code));
    const validate = validators[hashForSchema(schema)];
    expect(validate).toBeTypeOf('function');
    expect(validate!({ city: 'Toledo' })).toBe(true);
    expect(validate!({})).toBe(false);
  });

  it('keeps a validator exported under a quoted key (exports["-1a2b"])', async () => {
    const schema: RJSFSchema = { type: 'object', title: 'Formulario', properties: { name: { type: 'string' } } };
    const hash = hashForSchema(schema);
    const code = compileSchemaValidatorsCode(schema);
    const { default: validators } = await load('quoted', formValidatorModule('register', code));
    expect(Object.keys(validators)).toEqual([hash]);
    expect(validators[hash]!({ name: 7 })).toBe(false);
  });

  it('refuses code that exports nothing it knows, naming the form', () => {
    expect(() =>
      formValidatorModule('public-contact', '"use strict";\nfunction validate10() { return true; }\n'),
    ).toThrow('schemas/forms/public-contact: its compiled validator exports nothing the rewrite recognises');
    expect(() =>
      formValidatorModule('profile', 'exports["a"] = validate10;\nmodule.exports.b = validate11;\n'),
    ).toThrow('schemas/forms/profile: its compiled validator exports in a form the rewrite does not know');
  });
});
