// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { answerChecksModule, checkExpression } from '../../../scripts/generate/answer-checks.mjs';

/**
 * The site's answer checks are small predicates compiled from the contract; the contract check judges answers with
 * Ajv. For every schema of both contracts, the two must give the same verdict on a valid value and on every value
 * made from it by breaking one property, at any depth, in each way an API could.
 */
type Schema = Record<string, unknown>;
const root = join(import.meta.dirname, '../../..');
const contracts = ['main', 'delivery'].map((name) => ({
  name,
  document: parse(readFileSync(join(root, `openapi/${name}-api.yaml`), 'utf8')) as {
    components: { schemas: Record<string, Schema> };
  },
}));

function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  const ref = schema.$ref;
  return typeof ref === 'string' ? resolve(components[ref.split('/').at(-1)!]!, components) : schema;
}

/** A value that keeps `schema`: every property present, each with a value of its first type. */
function validValue(schema: Schema, components: Record<string, Schema>): unknown {
  const s = resolve(schema, components);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const oneOf = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (oneOf) return validValue(oneOf[0]!, components);
  const type = [s.type].flat()[0];
  switch (type) {
    case 'string':
      return 'texto válido';
    case 'integer':
      return 7;
    case 'number':
      return 2.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return s.items ? [validValue(s.items as Schema, components), validValue(s.items as Schema, components)] : [];
    default: {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, validValue(p, components)]));
    }
  }
}

const BREAKS: unknown[] = [undefined, null, 0, 1.5, -1, 'x', '', true, [], {}, [null], { id: 'x' }];

/** Every value made from `value` by putting one of BREAKS at one place, at any depth. */
function brokenValues(value: unknown): unknown[] {
  const out: unknown[] = BREAKS.slice();
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const broken of brokenValues(item)) out.push(value.map((v, i) => (i === index ? broken : v)));
    });
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      for (const broken of brokenValues(item)) {
        const copy: Record<string, unknown> = { ...value };
        if (broken === undefined) delete copy[name];
        else copy[name] = broken;
        out.push(copy);
      }
    }
  }
  return out;
}

async function loadModule(source: string): Promise<Record<string, (value: unknown) => boolean>> {
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}

describe('the answer checks', () => {
  for (const { name, document } of contracts) {
    it(`give Ajv's verdict on every schema of the ${name} contract`, async () => {
      const components = document.components.schemas;
      const names = Object.keys(components);
      const checks = await loadModule(
        answerChecksModule(
          names.map((schemaName) => ({
            name: `is${schemaName}`,
            schema: { $ref: `#/components/schemas/${schemaName}` },
            components,
            contract: name,
          })),
        ),
      );
      const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
      ajv.addSchema({ components: document.components }, 'contract');
      let compared = 0;
      for (const schemaName of names) {
        const ajvCheck = ajv.getSchema(`contract#/components/schemas/${schemaName}`)!;
        const valid = validValue(components[schemaName]!, components);
        expect(checks[`is${schemaName}`]!(valid), `${schemaName}: a valid value`).toBe(true);
        for (const value of [valid, ...brokenValues(valid)]) {
          const verdict = Boolean(ajvCheck(value));
          expect(checks[`is${schemaName}`]!(value), `${schemaName}: ${JSON.stringify(value)}`).toBe(verdict);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it('refuse a schema whose keywords they do not understand, rather than pass what it forbids', () => {
    expect(() => checkExpression({ type: 'string', pattern: '^a' }, 'value', () => 'x')).toThrow('"pattern"');
    expect(() => checkExpression({ type: 'object', additionalProperties: false }, 'value', () => 'x')).toThrow(
      '"additionalProperties"',
    );
    expect(() => checkExpression({ type: 'date' }, 'value', () => 'x')).toThrow('"date"');
  });

  it('count text length in characters, as JSON Schema does', async () => {
    const { isName } = await loadModule(
      answerChecksModule([{ name: 'isName', schema: { type: 'string', minLength: 2 }, components: {}, contract: 'x' }]),
    );
    expect(isName!('ab')).toBe(true);
    expect(isName!('😀')).toBe(false);
    expect(isName!('😀😀')).toBe(true);
  });
});
