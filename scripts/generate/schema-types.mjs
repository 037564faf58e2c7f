// TypeScript types from the JSON Schemas of schemas/forms and schemas/content, written by scripts/generate/generate.mjs.
//
// The schemas are wrapped as the `components.schemas` of an in-memory OpenAPI 3.1 document and converted by
// openapi-typescript, the converter the API types already come from, so both kinds of types follow one set of rules.
// Each schema's `$defs` become components of their own, and every `$ref` (within a file, or to another file by its
// `$id`) is pointed at the component it names.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * Type declarations for scripts/generate/schema-types.mjs.
 * @typedef {Record<string, any>} JsonSchema
 */

/**
 * `order-incident` → `OrderIncident`, `$defs` names (`cookieTable`) → `CookieTable`.
 * @type {(name: string) => string}
 */
export const pascalCase = (name) => name.replace(/(^|[-_.\s]+)([a-z0-9])/gi, (_, __, letter) => letter.toUpperCase());

/**
 * The schema with every `$ref` pointed at a component: `#/$defs/<def>` at `<owner><Def>`, an `$id` (with an optional
 * `#/$defs/<def>`) at that file's component. A `discriminator` beside a `oneOf` is left out: in these schemas it only
 * tells the validator which branch to check (the one whose `const` is the named property's value), whereas
 * openapi-typescript reads it as OpenAPI's discriminator and would type that property as each branch's component name.
 */
function rewriteRefs(node, owner, componentById) {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, owner, componentById));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const [file, pointer = ''] = value.split('#');
      const target = file ? componentById.get(file) : owner;
      if (!target) throw new Error(`${owner}: $ref ${value} names no schema of its folder`);
      const def = /^\/\$defs\/([^/]+)$/.exec(pointer);
      if (pointer && !def) throw new Error(`${owner}: $ref ${value} is not a whole schema or one of its $defs`);
      out.$ref = `#/components/schemas/${def ? target + pascalCase(def[1]) : target}`;
    } else if (key === 'discriminator' && Array.isArray(node.oneOf)) {
      continue;
    } else {
      out[key] = rewriteRefs(value, owner, componentById);
    }
  }
  return out;
}

/**
 * The components of a set of schemas: each schema under its name, each of its `$defs` under the name followed by the
 * definition's (`Document` and `DocumentSection`).
 * @type {(schemas: Record<string, JsonSchema>) => Record<string, JsonSchema>}
 */
export function componentsOf(schemas) {
  const componentById = new Map(
    Object.entries(schemas).flatMap(([name, schema]) => (schema.$id ? [[schema.$id, name]] : [])),
  );
  /** @type {Record<string, JsonSchema>} */
  const components = {};
  const add = (name, schema) => {
    if (components[name]) throw new Error(`Two schemas make the type ${name}`);
    components[name] = schema;
  };
  for (const [name, root] of Object.entries(schemas)) {
    // The root's keywords that are not a type are left out; each definition becomes a component of its own.
    const { $defs, ...schema } = root;
    delete schema.$schema;
    delete schema.$id;
    add(name, rewriteRefs(schema, name, componentById));
    for (const [def, defSchema] of Object.entries($defs ?? {}))
      add(name + pascalCase(def), rewriteRefs(defSchema, name, componentById));
  }
  return components;
}

/** The TypeScript of `components` (an `interface components`), converted by openapi-typescript. */
async function convert(components) {
  const document = {
    openapi: '3.1.0',
    info: { title: 'schemas', version: '1' },
    paths: {},
    components: { schemas: components },
  };
  // A field with a default stays optional: a form may be given data without it, and a page reads it as maybe absent.
  const ast = await openapiTS(document, { alphabetize: false, exportType: true, defaultNonNullable: false });
  return astToString(ast);
}

/**
 * TypeScript declarations of a set of schemas: `export type <Name> = …` for each schema and each of its `$defs`.
 * @type {(schemas: Record<string, JsonSchema>, header: string) => Promise<string>}
 */
export async function contentTypes(schemas, header) {
  const components = componentsOf(schemas);
  const aliases = Object.keys(components).map((name) => `export type ${name} = components['schemas']['${name}'];`);
  return `${header}${await convert(components)}\n${aliases.join('\n')}\n`;
}

/**
 * The schemas `<name>.schema.json` of a folder, by the PascalCase of their name.
 * @type {(dir: string) => Record<string, JsonSchema>}
 */
export function readSchemas(dir) {
  /** @type {Record<string, JsonSchema>} */
  const schemas = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()) {
    schemas[pascalCase(file.slice(0, -'.schema.json'.length))] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  return schemas;
}

/**
 * The forms of schemas/forms by their own name (`change-password`), each `$ref` to another file inlined.
 * @type {(dir: string) => Record<string, JsonSchema>}
 */
export function readFormSchemas(dir) {
  /** @type {Record<string, JsonSchema>} */
  const forms = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()) {
    forms[file.slice(0, -'.schema.json'.length)] = inlineFileRefs(
      JSON.parse(readFileSync(join(dir, file), 'utf8')),
      dir,
    );
  }
  return forms;
}

/**
 * The schema with every `$ref` to another file (`definitions/password.schema.json`, relative to `dir`, the folder of
 * the file that names it) replaced by that file's schema, joined with the keywords written beside the `$ref` (a
 * field's own title), which win. A rule written once in schemas/forms/definitions thus reaches, as plain keywords,
 * every form that names it: what the site draws, what its compiled validator checks and what its type says.
 * @type {(schema: JsonSchema, dir: string) => JsonSchema}
 */
export function inlineFileRefs(node, dir) {
  if (Array.isArray(node)) return node.map((item) => inlineFileRefs(item, dir));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node;
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlineFileRefs(value, dir)]));
  if (typeof $ref !== 'string') return own;
  if ($ref.startsWith('#')) return { $ref, ...own };
  const path = join(dir, $ref);
  const definition = JSON.parse(readFileSync(path, 'utf8'));
  // The definition's own annotations describe the file, not the field.
  for (const key of ['$schema', '$id', '$comment']) delete definition[key];
  return { ...inlineFileRefs(definition, dirname(path)), ...own };
}

/**
 * The form types: `FormName` (every form of the folder), `FormData<Name>` (what the form holds when it is sent: every
 * required field set, the others maybe absent).
 * @type {(forms: Record<string, JsonSchema>, header: string) => Promise<string>}
 */
export async function formTypes(forms, header) {
  for (const [name, schema] of Object.entries(forms)) {
    if (schema.type !== 'object' || !schema.properties)
      throw new Error(`Form ${name}: a form's schema is an object with properties`);
  }
  return [
    header + (await convert(componentsOf(forms))),
    '/** Every form of the site: schemas/forms/<name>.schema.json and <name>.ui.json. */',
    "export type FormName = keyof components['schemas'];",
    '/** What a form holds when it is sent: its required fields set, the others maybe absent. */',
    "export type FormData<Name extends FormName> = components['schemas'][Name];",
    '',
  ].join('\n');
}
