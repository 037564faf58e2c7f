// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HTML_RULES, validateHtml } from '../../../scripts/check/html.mjs';

const dir = mkdtempSync(join(tmpdir(), 'html-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A page of the site's shape, with `body` in its main. */
const page = (body: string) => `<!DOCTYPE html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Página | Pollo Crujiente</title>
  </head>
  <body>
    <main id="_R_1_">${body}</main>
  </body>
</html>
`;

async function problemsOf(name: string, body: string) {
  const file = join(dir, name);
  writeFileSync(file, page(body));
  const report = await validateHtml([file]);
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('the HTML check of the built pages', () => {
  it('passes a page written as React writes it', async () => {
    expect(
      await problemsOf(
        'valid.html',
        '<form noValidate=""><input id="_R_2_" type="text" inputMode="tel" autoComplete="tel-national" aria-label="Teléfono"/><button type="submit" hidden="">Enviar</button></form>',
      ),
    ).toEqual([]);
  });

  it('refuses a button inside a box’s label, and a token its field cannot take', async () => {
    expect(
      await problemsOf(
        'label.html',
        '<input id="box" type="checkbox"/><label for="box">Acepto la <button type="button">política</button></label>',
      ),
    ).toContain('multiple-labeled-controls');
    expect(
      await problemsOf(
        'phone.html',
        '<label for="tel">Teléfono</label><input id="tel" type="tel" autocomplete="tel-national"/>',
      ),
    ).toContain('valid-autocomplete');
  });

  it('says why each rule it changes is changed', () => {
    const source = readFileSync(join(import.meta.dirname, '../../../scripts/check/html.mjs'), 'utf8');
    const block = source.slice(source.indexOf('  rules: {'), source.indexOf('\n  },\n};'));
    const lines = block.split('\n').slice(1);
    let explained = false;
    const unexplained: string[] = [];
    for (const line of lines) {
      if (line.trim().startsWith('//')) explained = true;
      else if (/^\s+'[a-z-/]+':/.test(line)) {
        if (!explained) unexplained.push(line.trim());
      } else explained = false;
    }
    expect(Object.keys(HTML_RULES.rules ?? {}).length).toBeGreaterThan(0);
    expect(unexplained).toEqual([]);
  });
});
