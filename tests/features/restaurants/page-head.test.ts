import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import es from '../../../content/messages/es.json';
import { pageHead } from '../../../scripts/build/seo.mjs';
import { restaurantPageDescription, restaurantPageTitle } from '../../../src/features/restaurants/page-head';

const intl = createIntl({ locale: 'es', defaultLocale: 'es', messages: es });
const RLO = '\u202E';
const [FSI, PDI] = ['\u2068', '\u2069'];
const getafe = {
  name: 'Pollo Crujiente Getafe Centro',
  address: 'Calle Madrid 12',
  postalCode: '28901',
  city: 'Getafe',
};

describe("a restaurant's page title and description", () => {
  it('are the same as ever for a plain name', () => {
    expect(restaurantPageTitle(intl, getafe)).toBe('Pollo Crujiente Getafe Centro, Getafe | Pollo Crujiente');
    expect(restaurantPageDescription(intl, getafe)).toBe(
      'Pollo Crujiente Getafe Centro en Calle Madrid 12, 28901 Getafe: horario, servicios, cómo llegar y pedidos a domicilio.',
    );
  });

  it('isolate a name and an address with a right-to-left override, which cannot reverse the rest', () => {
    const spoofed = { ...getafe, name: `Pollo ${RLO}ortneC`, address: `Calle ${RLO}12 dirdaM` };
    const title = restaurantPageTitle(intl, spoofed);
    expect(title).toBe(`${FSI}Pollo ortneC${PDI}, Getafe | Pollo Crujiente`);
    expect(restaurantPageDescription(intl, spoofed)).toBe(
      `${FSI}Pollo ortneC${PDI} en ${FSI}Calle 12 dirdaM${PDI}, 28901 Getafe: horario, servicios, cómo llegar y pedidos a domicilio.`,
    );
    // The head's share tags carry the title as it is.
    const head = pageHead({
      siteUrl: null,
      path: '/restaurantes/x',
      headsPath: '/restaurantes/:slug',
      locale: 'es',
      title,
    });
    expect(head).toContain(`<meta property="og:title" content="${FSI}Pollo ortneC${PDI}, Getafe | Pollo Crujiente">`);
    expect(head.join('')).not.toContain(RLO);
  });
});
