/**
 * Compiles the contract's answer schemas into plain predicates, one function per schema, that say whether a value
 * keeps the contract. They run on every answer the site reads, in the page's own code, so they are small: a boolean
 * expression per schema and no error reports (the site only needs the verdict; `npm run contract` gives the reasons,
 * with Ajv). Each predicate is held to Ajv's verdict on the same schema by tests/scripts/generate/answer-checks.test.ts.
 *
 * Only the keywords the contract uses are understood: a schema with any other that could change a verdict makes the
 * generation fail, so the contract cannot outgrow its checks unnoticed.
 */

/** Keywords that describe without constraining (formats are not checked: the contract promises types). */
const IGNORED = new Set(['description', 'examples', 'example', 'title', 'format', 'deprecated', 'default']);
const UNDERSTOOD = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'items',
  'minLength',
  '$ref',
  'oneOf',
  'anyOf',
]);

/** @typedef {Record<string, any>} Schema */

/**
 * The JavaScript expression that is true when `value` (an expression) keeps `schema`. A `$ref` to a component names
 * that component's predicate, `refName(component)`.
 * @param {Schema} schema
 * @param {string} value
 * @param {(ref: string) => string} refName
 * @returns {string}
 */
export function checkExpression(schema, value, refName) {
  for (const keyword of Object.keys(schema)) {
    if (!UNDERSTOOD.has(keyword) && !IGNORED.has(keyword)) {
      throw new Error(
        `answer checks: the keyword "${keyword}" is not understood; teach scripts/generate/answer-checks.mjs`,
      );
    }
  }
  /** @type {string[]} */
  const parts = [];
  if (schema.$ref) parts.push(`${refName(schema.$ref)}(${value})`);
  if (schema.type !== undefined) {
    const types = [schema.type].flat();
    parts.push(
      types.length === 1 ? typeCheck(types[0], value) : `(${types.map((t) => typeCheck(t, value)).join(' || ')})`,
    );
  }
  if (schema.const !== undefined) parts.push(`${value} === ${JSON.stringify(schema.const)}`);
  if (schema.enum) parts.push(`${JSON.stringify(schema.enum)}.includes(${value})`);
  if (schema.minLength !== undefined) {
    parts.push(`(typeof ${value} !== 'string' || [...${value}].length >= ${Number(schema.minLength)})`);
  }
  if (schema.required || schema.properties) {
    /** @type {string[]} */
    const fields = [];
    const required = new Set(schema.required ?? []);
    const properties = schema.properties ?? {};
    for (const name of required) {
      if (!properties[name]?.type) fields.push(`${member(value, name)} !== undefined`);
    }
    for (const [name, property] of Object.entries(properties)) {
      const field = member(value, name);
      const check = checkExpression(property, field, refName);
      // A required property with a type is checked by its type, which `undefined` never passes.
      fields.push(required.has(name) && property.type ? check : `(${field} === undefined || ${check})`);
    }
    // As JSON Schema says, these keywords constrain objects only: a schema that is an object's says so by its type.
    const joined = fields.join(' && ');
    if (fields.length) parts.push(schema.type === 'object' ? joined : `(!isObject(${value}) || (${joined}))`);
  }
  if (schema.items) {
    parts.push(
      `(!Array.isArray(${value}) || ${value}.every((item) => ${checkExpression(schema.items, 'item', refName)}))`,
    );
  }
  if (schema.anyOf) {
    parts.push(`(${schema.anyOf.map((/** @type {Schema} */ s) => checkExpression(s, value, refName)).join(' || ')})`);
  }
  if (schema.oneOf) {
    const options = schema.oneOf.map((/** @type {Schema} */ s) => `(${checkExpression(s, value, refName)} ? 1 : 0)`);
    parts.push(`(${options.join(' + ')}) === 1`);
  }
  return parts.length ? parts.join(' && ') : 'true';
}

/**
 * `value.name`, or `value["name"]` for a name that is not an identifier.
 * @param {string} value
 * @param {string} name
 */
const member = (value, name) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${value}.${name}` : `${value}[${JSON.stringify(name)}]`;

/**
 * @param {string} type
 * @param {string} value
 */
function typeCheck(type, value) {
  switch (type) {
    case 'string':
      return `typeof ${value} === 'string'`;
    case 'integer':
      return `Number.isInteger(${value})`;
    case 'number':
      return `Number.isFinite(${value})`;
    case 'boolean':
      return `typeof ${value} === 'boolean'`;
    case 'null':
      return `${value} === null`;
    case 'array':
      return `Array.isArray(${value})`;
    case 'object':
      return `isObject(${value})`;
    default:
      throw new Error(`answer checks: the type "${type}" is not understood`);
  }
}

/**
 * The module of predicates: a function per component schema the named checks need (`check` + the component's name,
 * not exported), then each named check, exported. `checks` maps an exported name to its schema, in which `$ref`s
 * point at `#/components/schemas/<Name>` of `components` (each check's own contract).
 * @param {{ name: string; schema: Schema; components: Record<string, Schema>; contract: string }[]} checks
 * @returns {string}
 */
export function answerChecksModule(checks) {
  /** @type {Map<string, string>} */
  const functions = new Map();
  /**
   * @param {string} contract
   * @param {Record<string, Schema>} components
   */
  const refNameIn = (contract, components) => {
    /** @param {string} ref */
    const refName = (ref) => {
      const match = /^#\/components\/schemas\/([A-Za-z0-9_]+)$/.exec(ref);
      if (!match?.[1] || !components[match[1]]) throw new Error(`answer checks: ${ref} points to nothing`);
      const name = `${contract}${match[1]}`;
      if (!functions.has(name)) {
        // Reserved before it is written, so that a schema that refers to itself names its function, not loops.
        functions.set(name, '');
        functions.set(
          name,
          `function ${name}(value) {\n  return ${checkExpression(components[match[1]], 'value', refName)};\n}`,
        );
      }
      return name;
    };
    return refName;
  };
  const exported = checks.map(({ name, schema, components, contract }) => {
    const expression = checkExpression(schema, 'value', refNameIn(contract, components));
    return `export function ${name}(value) {\n  return ${expression};\n}`;
  });
  return [
    'const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);',
    ...functions.values(),
    ...exported,
  ].join('\n\n');
}
