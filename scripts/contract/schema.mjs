/**
 * Checks an answer against the contract: a status the operation lists, a JSON content type, and a body valid
 * against the operation's response schema for that status (the schemas the site's types are generated from).
 * Formats are not checked: a format in the contract describes a value, it does not require one, and a real API's
 * dates or addresses in another form must not read as a broken API. Properties the contract does not describe are
 * found by validating again against a closed copy of the schemas; they are warnings, or errors with --strict.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { resolveRef } from './operations.mjs';

/**
 * Type declarations for scripts/contract/schema.mjs.
 * @typedef {object} Problem
 * @property {string} pointer
 * @property {string} message
 */

const escape = (part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (...parts) => `#/${parts.map(escape).join('/')}`;
const CLOSED = '.closed';

/**
 * The key of the responses map that covers a status: the status itself, its range (2XX), or default.
 * @type {(responses: Record<string, any> | undefined, status: number) => string | null}
 */
export function responseKey(responses, status) {
  const keys = Object.keys(responses ?? {});
  return (
    [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find((key) => keys.includes(key)) ??
    null
  );
}

const isJson = (contentType) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());

/**
 * A copy of the document in which every object schema that lists properties admits no others. Schemas used as
 * parts of an allOf (or of a oneOf/anyOf beside properties of their own) are left open and the whole is closed
 * instead, since unevaluatedProperties sees the properties of every part that applies.
 * @type {<T>(doc: T) => T}
 */
export function closeSchemas(doc) {
  /** @type {any} */
  const copy = structuredClone(doc);
  const parts = new Set();
  const keepOpen = new Set();

  const collect = (schema, seen = new Set()) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const members = [
      ...(schema.allOf ?? []),
      ...(schema.properties ? [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])] : []),
    ];
    for (const member of members) {
      parts.add(member);
      if (typeof member?.$ref === 'string') keepOpen.add(resolveRef(copy, member));
    }
    for (const child of Object.values(schema)) if (child && typeof child === 'object') collect(child, seen);
  };
  collect(copy);

  const close = (schema, seen = new Set()) => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema) || seen.has(schema)) return;
    seen.add(schema);
    const hasProperties = schema.properties && typeof schema.properties === 'object';
    const composed = Array.isArray(schema.allOf) || (hasProperties && (schema.oneOf || schema.anyOf));
    if (
      (hasProperties || composed) &&
      !parts.has(schema) &&
      !keepOpen.has(schema) &&
      !('additionalProperties' in schema) &&
      !('unevaluatedProperties' in schema)
    ) {
      schema.unevaluatedProperties = false;
    }
    for (const name of Object.keys(schema.properties ?? {})) close(schema.properties[name], seen);
    for (const name of Object.keys(schema.patternProperties ?? {})) close(schema.patternProperties[name], seen);
    for (const name of Object.keys(schema.$defs ?? {})) close(schema.$defs[name], seen);
    for (const list of ['allOf', 'anyOf', 'oneOf', 'prefixItems'])
      for (const member of schema[list] ?? []) close(member, seen);
    for (const one of ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties'])
      close(schema[one], seen);
  };
  const closeContent = (response) => {
    for (const media of Object.values(resolveRef(copy, response)?.content ?? {})) close(media?.schema);
  };
  for (const schema of Object.values(copy.components?.schemas ?? {})) close(schema);
  for (const response of Object.values(copy.components?.responses ?? {})) closeContent(response);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      for (const response of Object.values(operation?.responses ?? {})) closeContent(response);
    }
  }
  return copy;
}

/** An Ajv error as a JSON pointer into the answer and a short reason. */
function describe(error) {
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { pointer: `${at}/${escape(error.params.missingProperty)}`, message: 'required, missing' };
    case 'unevaluatedProperties':
    case 'additionalProperties': {
      const name = error.params.unevaluatedProperty ?? error.params.additionalProperty;
      return { pointer: `${at}/${escape(name)}`, message: 'not described by the contract' };
    }
    default:
      return { pointer: at || '/', message: error.message ?? error.keyword };
  }
}

const unique = (problems) => {
  const seen = new Set();
  return problems.filter(({ pointer: at, message }) => !seen.has(`${at} ${message}`) && seen.add(`${at} ${message}`));
};

/**
 * @param {Record<string, any>} docs the contracts by name (main, delivery)
 * @type {(docs: Record<string, any>) => { check(answer: { api: string; method: string; path: string; status: number; contentType: string; text: string }): { errors: Problem[]; warnings: Problem[]; body: any; }; }}
 */
export function createChecker(docs) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
  for (const [api, doc] of Object.entries(docs)) {
    ajv.addSchema(doc, api);
    ajv.addSchema(closeSchemas(doc), `${api}${CLOSED}`);
  }
  const compiled = new Map();
  const validator = (ref) => {
    if (!compiled.has(ref)) compiled.set(ref, ajv.getSchema(ref));
    return compiled.get(ref);
  };

  /**
   * @param {{ api: string, method: string, path: string, status: number, contentType: string, text: string }} answer
   * @returns {{ errors: { pointer: string, message: string }[], warnings: { pointer: string, message: string }[], body: any }}
   */
  function check({ api, method, path, status, contentType, text }) {
    const doc = docs[api];
    const operation = doc?.paths?.[path]?.[method.toLowerCase()];
    if (!operation)
      return {
        errors: [{ pointer: '', message: `${method} ${path} is not in the ${api} contract` }],
        warnings: [],
        body: undefined,
      };
    const key = responseKey(operation.responses, status);
    if (!key) {
      const listed = Object.keys(operation.responses ?? {}).join(', ');
      return {
        errors: [{ pointer: '', message: `status ${status} is not one the contract lists (${listed})` }],
        warnings: [],
        body: undefined,
      };
    }
    const response = resolveRef(doc, operation.responses[key]);
    const mediaType = Object.keys(response?.content ?? {}).find(isJson);
    if (!response?.content) return { errors: [], warnings: [], body: undefined };
    if (!isJson(contentType)) {
      return {
        errors: [{ pointer: '', message: `content type "${contentType || 'none'}" is not JSON` }],
        warnings: [],
        body: undefined,
      };
    }
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return { errors: [{ pointer: '', message: 'the body is not valid JSON' }], warnings: [], body: undefined };
    }
    if (!mediaType || !response.content[mediaType].schema) return { errors: [], warnings: [], body };

    // The schema's location in the document, through the response's $ref when it has one, so that its own $refs
    // resolve against the same document.
    const raw = operation.responses[key];
    const location =
      typeof raw?.$ref === 'string' ? raw.$ref : pointer('paths', path, method.toLowerCase(), 'responses', key);
    const schemaAt = `${location}/content/${escape(mediaType)}/schema`;
    const validate = validator(`${api}${schemaAt}`);
    if (!validate(body)) return { errors: unique((validate.errors ?? []).map(describe)), warnings: [], body };
    const closed = validator(`${api}${CLOSED}${schemaAt}`);
    if (closed(body)) return { errors: [], warnings: [], body };
    const undescribed = (closed.errors ?? []).filter((error) => error.keyword === 'unevaluatedProperties');
    return {
      errors: [],
      warnings: unique((undescribed.length > 0 ? undescribed : (closed.errors ?? [])).map(describe)),
      body,
    };
  }

  return { check };
}
