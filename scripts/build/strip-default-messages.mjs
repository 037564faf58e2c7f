/**
 * A build-only Vite plugin that removes `defaultMessage` (and `description`) from message descriptors in the
 * site's code. The production bundle formats every message from the compiled catalogues (the catalogue test keeps
 * es, en and ca complete), so the Spanish source texts in the code would only be shipped twice. Development and
 * the unit tests keep them: there they are the fallback and what the catalogues are extracted from.
 */
import MagicString from 'magic-string';

const DROPPED = new Set(['defaultMessage', 'description']);

/** @param {any} node */
const keyName = (node) => (node.type === 'Property' && !node.computed ? (node.key.name ?? node.key.value) : undefined);

/** Calls `visit` on every node of an ESTree tree. */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit);
  }
}

/** @returns {import('vite').Plugin} */
export function stripDefaultMessages() {
  return {
    name: 'strip-default-messages',
    apply: 'build',
    // After TypeScript and JSX are compiled away: the plugin reads plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (
        !id.includes('/src/') ||
        id.includes('/node_modules/') ||
        !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]) ||
        !code.includes('defaultMessage')
      )
        return null;
      const ast = this.parse(code);
      const output = new MagicString(code);
      let changed = false;
      walk(ast, (node) => {
        if (node.type !== 'ObjectExpression') return;
        const properties = node.properties;
        // Only message descriptors: objects with a plain string `id` and a plain string `defaultMessage`.
        const idProperty = properties.find((p) => keyName(p) === 'id');
        const message = properties.find((p) => keyName(p) === 'defaultMessage');
        const isString = (p) =>
          p?.value &&
          ((p.value.type === 'Literal' && typeof p.value.value === 'string') || p.value.type === 'TemplateLiteral');
        if (!isString(idProperty) || !isString(message)) return;
        properties.forEach((property, index) => {
          if (!DROPPED.has(keyName(property))) return;
          const next = properties[index + 1];
          output.remove(property.start, next ? next.start : property.end);
          changed = true;
        });
      });
      return changed ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
