/**
 * The operations of the two contracts, read from openapi/*.yaml when the check runs, so that it follows the
 * contract as it is then, not as it was when the check was written.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Type declarations for scripts/contract/operations.mjs.
 * @typedef {{ paths?: Record<string, Record<string, any>>; components?: Record<string, any> } & Record<string, any>} OpenApiDocument
 */
/**
 * @typedef {object} Operation
 * @property {string} api
 * @property {string} method
 * @property {string} path
 * @property {string} key `main GET /api/v1/news`
 * @property {string | undefined} operationId
 * @property {string[]} statuses
 * @property {string[]} pathParameters
 * @property {boolean} needsToken Every security requirement of the operation names a bearer token.
 * @property {boolean} needsSessionCookie Every security requirement of the operation names a cookie (the delivery site's session).
 */

/** @type {string} */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {{ main: string; delivery: string }} */
export const CONTRACT_FILES = {
  main: join(ROOT, 'openapi/main-api.yaml'),
  delivery: join(ROOT, 'openapi/delivery-api.yaml'),
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Reads and parses both contracts: `{ main, delivery }`, each an OpenAPI document.
 * @type {(files?: Record<string, string>) => Record<string, OpenApiDocument>}
 */
export function readContracts(files = CONTRACT_FILES) {
  return Object.fromEntries(Object.entries(files).map(([api, file]) => [api, parse(readFileSync(file, 'utf8'))]));
}

/**
 * How an operation is named in the scenario table and the output: `main GET /api/v1/news`.
 * @type {(api: string, method: string, path: string) => string}
 */
export const operationKey = (api, method, path) => `${api} ${method.toUpperCase()} ${path}`;

/**
 * Every operation of the given documents, in the order the contracts list them.
 * @param {Record<string, any>} docs
 * @type {(docs: Record<string, any>) => Operation[]}
 */
export function listOperations(docs) {
  const operations = [];
  for (const [api, doc] of Object.entries(docs)) {
    for (const [path, item] of Object.entries(doc?.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolveRef(doc, p));
        operations.push({
          api,
          method: method.toUpperCase(),
          path,
          key: operationKey(api, method, path),
          operationId: operation.operationId,
          statuses: Object.keys(operation.responses ?? {}),
          pathParameters: parameters.filter((p) => p?.in === 'path').map((p) => p.name),
          ...credentialsOf(doc, operation),
        });
      }
    }
  }
  return operations;
}

/**
 * Whether a call needs the customer's bearer token, or the session cookie the delivery site sets: so when every
 * security requirement the operation accepts names such a scheme.
 */
function credentialsOf(doc, operation) {
  const requirements = operation.security ?? doc.security ?? [];
  const schemes = doc.components?.securitySchemes ?? {};
  const every = (test) =>
    requirements.length > 0 &&
    requirements.every((requirement) =>
      Object.keys(requirement ?? {}).some((name) => test(resolveRef(doc, schemes[name]))),
    );
  return {
    needsToken: every((scheme) => scheme?.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer'),
    needsSessionCookie: every((scheme) => scheme?.type === 'apiKey' && scheme.in === 'cookie'),
  };
}

/**
 * Follows a local `$ref` (`#/components/...`) within the document; anything else is returned as it is.
 * @type {(doc: any, node: any) => any}
 */
export function resolveRef(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((found, part) => found?.[part], doc);
  }
  return current;
}
