#!/usr/bin/env node
/**
 * Validates the HTML a build serves: every pre-rendered page and the shell (app.html), with html-validate's
 * recommended rules. A rule turned off or changed below says why; every other rule of the preset holds.
 *
 *   node scripts/check/html.mjs [dir]   the build in dir (dist/ unless told), every .html file in it
 *
 * Exits 1, listing each problem with its file, line and column, when a page breaks a rule.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatterFactory, HtmlValidate } from 'html-validate';

/** @type {import('html-validate').ConfigData} */
export const HTML_RULES = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes a void element closed (`<meta ... />`), a boolean attribute with an empty value (`hidden=""`,
    // `novalidate=""`) and some attribute names as their DOM property is spelled (`autoComplete`, `inputMode`,
    // `popoverTarget`). All of it is valid HTML (attribute names are case-insensitive); these rules ask for a style
    // React does not write.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // React's useId ids begin with an underscore (`_R_a_`): valid HTML ids (no spaces, not empty), which the strict
    // mode refuses because they cannot be written as a CSS selector without escaping; the site never selects them.
    'valid-id': ['error', { relaxed: true }],
    // A restaurant's page is titled by its name and city, whatever their length; search engines shorten long titles
    // themselves. The rule's 70 characters would refuse a real restaurant's name.
    'long-title': 'off',
    // ARIA lets a list be named ("Tiendas de aplicaciones"): a screen reader says the name as it enters the list.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};

/** Every .html file under `dir`, relative to it, in a stable order. */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Validates the files; resolves to html-validate's report (`valid`, `results` with each file's messages).
 * @type {(files: string[], rules?: import('html-validate').ConfigData) => Promise<import('html-validate').Report>}
 */
export async function validateHtml(files, rules = HTML_RULES) {
  const validator = new HtmlValidate({ root: true, ...rules });
  return validator.validateMultipleFiles(files);
}

async function main() {
  const dir = resolve(process.argv[2] ?? 'dist');
  const files = htmlFiles(dir).map((file) => join(dir, file));
  if (files.length === 0) {
    console.error(`check:html: no .html files under ${dir}: build first`);
    process.exit(1);
  }
  const report = await validateHtml(files);
  if (!report.valid) {
    console.error(formatterFactory('stylish')(report.results));
    console.error(`check:html: ${report.errorCount} problem(s) in ${report.results.length} of ${files.length} files`);
    process.exit(1);
  }
  console.log(`check:html: ${files.length} files valid`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
