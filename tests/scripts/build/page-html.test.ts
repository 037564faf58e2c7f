import { describe, expect, it } from 'vitest';
import { escapeHtml, pageHtml } from '../../../scripts/build/page-html.mjs';
import { pageHead } from '../../../scripts/build/seo.mjs';

/** The shell as `vite build` writes it: the entry, a module preload and the entry's stylesheet in its head. */
const SHELL = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Pollo Crujiente: pollo frito marinado 12 horas." />
    <title>Pollo Crujiente</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript id="no-script">Pollo Crujiente necesita JavaScript para funcionar.</noscript>
  </body>
</html>`;

const PATH = '/restaurantes/getafe-centro';

/** A restaurant's page built into the shell as the pre-rendering builds it, for a restaurant named `name`. */
function restaurantPage(name: string) {
  const title = `${name}, Getafe | Pollo Crujiente`;
  const description = `${name} en Calle Mayor 1, 28901 Getafe: horario, servicios, cómo llegar y pedidos a domicilio.`;
  const html = pageHtml(SHELL, {
    address: PATH,
    locale: 'es',
    html: `<div class="page"><h1 id="page-title">${escapeHtml(name)}</h1></div>`,
    title,
    css: ['assets/restaurant-page-d.css'],
    head: pageHead({
      siteUrl: 'https://www.pollocrujiente.es',
      path: PATH,
      headsPath: '/restaurantes/:slug',
      locale: 'es',
      title,
      description,
    }),
    data: JSON.stringify([{ name }]).replace(/</g, '\\u003c'),
    dataId: 'page-data',
  });
  return { title, description, html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

/** An element's name and the attributes that tell it apart, for comparing where each tag of a page stands. */
const shape = (element: Element) =>
  [
    element.tagName.toLowerCase(),
    ...['name', 'property', 'rel', 'hreflang', 'id', 'src', 'href'].map((name) => element.getAttribute(name) ?? ''),
  ].join(' ');

const PLAIN = restaurantPage('Pollo Crujiente Getafe Centro');

describe("a pre-rendered page whose API text holds a replacement string's patterns", () => {
  it.each([
    "Pollo $' Centro",
    'Pollo $& Centro',
    'Pollo $` Centro',
    'Pollo $1 Centro',
    'Pollo $$ Centro',
    'Pollo $<x> Centro',
  ])('keeps %s as it is in the title, the head and the body', (name) => {
    const { title, description, doc } = restaurantPage(name);
    expect(doc.title).toBe(title);
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(description);
    expect(doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
    expect(doc.head.querySelector('meta[name="twitter:title"]')?.getAttribute('content')).toBe(title);
    // Every tag stands where it does for a plain name: none of the head's ends up in the body.
    expect([...doc.head.children].map(shape)).toEqual([...PLAIN.doc.head.children].map(shape));
    expect([...doc.body.children].map(shape)).toEqual([...PLAIN.doc.body.children].map(shape));
    expect(doc.getElementById('page-title')?.textContent).toBe(name);
    expect(JSON.parse(doc.getElementById('page-data')?.textContent ?? 'null')).toEqual([{ name }]);
  });

  it('differs from the page of a plain name only by the name', () => {
    const name = 'Pollo $1 $$ $` Centro';
    expect(restaurantPage(name).html.replaceAll(name, 'Pollo Crujiente Getafe Centro')).toBe(PLAIN.html);
  });
});
