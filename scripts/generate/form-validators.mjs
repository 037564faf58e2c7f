/**
 * A form's validator as the site loads it: AJV's standalone code for the form's schemas (rjsf's
 * compileSchemaValidatorsCode), CommonJS, rewritten as an ES module so that Vite bundles it in development and in the
 * build alike. rjsf finds each validator by the hash of its schema, the key AJV exports it under.
 */

/**
 * The export lines AJV writes: `exports["-1a2b"] = validate10;` for a key that is not a JavaScript name, and
 * `exports.a102c1c = validate10;` for one that is (a hash that begins with a letter). Either keeps its key.
 */
const EXPORT = /^exports(?:\[("[^"]+")\]|\.([A-Za-z_$][\w$]*)) = (\w+);\n?/gm;

/**
 * The ES module of the form `name`'s validator code, with `header` on top. Throws, naming the form, when the code
 * exports no validator (the form would fail at its first check) or still requires a module the rewrite does not know.
 * @type {(name: string, code: string, header?: string) => string}
 */
export function formValidatorModule(name, code, header = '') {
  const imports = [];
  const exported = [];
  let body = code.replace(/^"use strict";\n?/, '');
  body = body.replace(EXPORT, (_, quoted, bare, fn) => {
    exported.push(`${quoted ?? JSON.stringify(bare)}: ${fn}`);
    return '';
  });
  body = body.replace(/^const (\w+) = require\(("[^"]+")\)(?:\.(\w+))?;$/gm, (_, local, module, property) => {
    const alias = `required${imports.length}`;
    imports.push(`import ${alias} from ${module};`);
    // CommonJS interop differs between the dev server and the build: take the export either way.
    const value =
      property === 'default' || !property
        ? `(${alias}.default ?? ${alias})`
        : `(${alias}.${property} ?? ${alias}.default.${property})`;
    return `const ${local} = ${value};`;
  });
  if (exported.length === 0)
    throw new Error(`schemas/forms/${name}: its compiled validator exports nothing the rewrite recognises`);
  if (/\bexports\b/.test(body))
    throw new Error(`schemas/forms/${name}: its compiled validator exports in a form the rewrite does not know`);
  if (/\brequire\(/.test(body))
    throw new Error(`schemas/forms/${name}: its compiled validator requires a module the rewrite does not know`);
  return `${header}/* eslint-disable */\n${imports.join('\n')}\n${body}\nexport default { ${exported.join(', ')} };\n`;
}
