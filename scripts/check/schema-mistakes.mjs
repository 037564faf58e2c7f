// One problem per mistake. For a value that matches no branch of a `oneOf`, AJV reports why each branch failed and
// then that the `oneOf` failed; only the branch the value was meant for says what is wrong. That branch is found by
// checking the value against each branch alone: a branch whose type the value does not have is not meant; of the
// others, the one with the fewest problems on the value itself (missing or unknown properties), then the fewest in all.
// When the value has none of the branches' types, the one problem is its type: "must be string or array".
//
// The validator must be compiled with `allErrors` and `verbose`: an error then carries the value, the keyword's schema
// (for a `oneOf`, the very array of branches of the schema) and the schema holding the keyword.
import { escapePointer } from './json-position.mjs';

/**
 * @typedef {import('ajv').ErrorObject} SchemaError
 * @typedef {import('ajv').ValidateFunction} SchemaValidator
 * @typedef {{ getSchema(keyRef: string): SchemaValidator | undefined }} SchemaRegistry
 */
/**
 * The branches of every `oneOf` of a set of schemas: a validator for each branch alone, and the values of the
 * property a `discriminator` chooses the branch by.
 * @typedef {{ validator(oneOf: unknown, index: number): SchemaValidator | undefined; tagValues(error: SchemaError): string[] }} OneOfBranches
 */

/**
 * The branches of every `oneOf` of `schemas`, which `ajv` holds by their `$id`.
 * @type {(ajv: SchemaRegistry, schemas: Iterable<Record<string, unknown>>) => OneOfBranches}
 */
export function oneOfBranches(ajv, schemas) {
  /** Each `oneOf` array, by identity: the address of the schema holding it (`<$id>#<pointer>`). */
  const places = new WeakMap();
  /** @type {(node: unknown, base: string, pointer: string) => void} */
  const visit = (node, base, pointer) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, base, `${pointer}/${i}`));
      return;
    }
    const record = /** @type {Record<string, unknown>} */ (node);
    if (typeof record.$id === 'string') {
      base = new URL(record.$id, base || undefined).href;
      pointer = '';
    }
    if (Array.isArray(record.oneOf)) places.set(record.oneOf, { base, holder: `${base}#${pointer}` });
    for (const [key, value] of Object.entries(record)) visit(value, base, `${pointer}/${escapePointer(key)}`);
  };
  for (const schema of schemas) visit(schema, '', '');
  /** @type {Map<string, SchemaValidator | undefined>} */
  const compiled = new Map();
  /** @type {(address: string) => SchemaValidator | undefined} */
  const compile = (address) => {
    if (!compiled.has(address)) compiled.set(address, ajv.getSchema(address));
    return compiled.get(address);
  };
  return {
    validator(oneOf, index) {
      const place = places.get(/** @type {object} */ (oneOf));
      return place ? compile(`${place.holder}/oneOf/${index}`) : undefined;
    },
    tagValues(error) {
      const oneOf = error.parentSchema?.oneOf;
      const tag = error.params?.tag;
      const place = Array.isArray(oneOf) ? places.get(oneOf) : undefined;
      if (!place || typeof tag !== 'string') return [];
      return oneOf.flatMap((branch) => {
        const schema =
          typeof branch?.$ref === 'string' ? compile(new URL(branch.$ref, place.base).href)?.schema : branch;
        const property = schema && typeof schema === 'object' ? schema.properties?.[tag] : undefined;
        if (property?.const !== undefined) return [String(property.const)];
        return Array.isArray(property?.enum) ? property.enum.map(String) : [];
      });
    },
  };
}

/** Whether `error` is about the value at `pointer` or a value inside it. */
const within = (error, pointer) => error.instancePath === pointer || error.instancePath.startsWith(`${pointer}/`);

/**
 * The errors of one validation, one per mistake: the failed branches of each `oneOf` give way to the branch the
 * value was meant for, and a problem reported twice is reported once.
 * @type {(errors: readonly SchemaError[], branches: OneOfBranches) => SchemaError[]}
 */
export function mistakes(errors, branches) {
  /** @type {SchemaError[]} */
  let kept = [];
  // A `oneOf` error follows the errors of its branches.
  for (const error of errors) {
    if (error.keyword !== 'oneOf') {
      kept.push(error);
      continue;
    }
    // The keywords beside the `oneOf`, in the same schema, are about the same value but are no branch of it.
    kept = kept.filter((other) => !within(other, error.instancePath) || other.parentSchema === error.parentSchema);
    kept.push(...oneOfMistakes(error, branches));
  }
  const seen = new Set();
  return kept.filter((error) => {
    const key = JSON.stringify([error.instancePath, error.keyword, error.message, error.params]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What is wrong with the value a `oneOf` error is about, as the branch it was meant for says.
 * @type {(error: SchemaError, branches: OneOfBranches) => SchemaError[]}
 */
function oneOfMistakes(error, branches) {
  const options = error.schema;
  // Matching two branches is the mistake itself.
  if (error.params.passingSchemas || !Array.isArray(options)) return [error];
  /** @type {SchemaError[][]} */
  const results = [];
  for (const index of options.keys()) {
    const validate = branches.validator(options, index);
    if (!validate || validate(error.data)) return [error];
    const own = mistakes([...(validate.errors ?? [])], branches);
    results.push(own.map((e) => ({ ...e, instancePath: error.instancePath + e.instancePath })));
  }
  const onValue = (result, keyword) =>
    result.filter((e) => e.instancePath === error.instancePath && (!keyword || e.keyword === keyword));
  const meant = results.filter((result) => onValue(result, 'type').length === 0);
  if (meant.length === 0) {
    const types = [...new Set(results.flatMap((result) => onValue(result, 'type').flatMap((e) => e.params.type)))];
    return [{ ...error, keyword: 'type', message: `must be ${types.join(' or ')}`, params: { type: types } }];
  }
  const score = (result) => [onValue(result).length, result.length];
  const better = (a, b) => {
    const [sa, sb] = [score(a), score(b)];
    return sa[0] < sb[0] || (sa[0] === sb[0] && sa[1] < sb[1]);
  };
  return meant.reduce((best, result) => (better(result, best) ? result : best));
}
