import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import es from '../../../content/messages/es.json';
import type { Restaurant } from '../../../src/api/queries/restaurants';
import { RestaurantCard } from '../../../src/features/restaurants/restaurant-card';
import { solRestaurant } from '../../support/schedule';

const RLO = '\u202E';
const [FSI, PDI] = ['\u2068', '\u2069'];
const sol = solRestaurant();

function renderCard(restaurant: Restaurant) {
  return render(
    <IntlProvider locale="es" defaultLocale="es" messages={es}>
      <MemoryRouter>
        <ul>
          <RestaurantCard
            restaurant={restaurant}
            page="/restaurantes/sol"
            selected={false}
            hoursOpen={false}
            km={null}
            now={null}
            onChoose={() => undefined}
            onToggleHours={() => undefined}
            onShare={() => undefined}
          />
        </ul>
      </MemoryRouter>
    </IntlProvider>,
  ).container;
}

describe("a finder's entry whose restaurant holds a right-to-left override", () => {
  const spoofed = { ...sol, name: `Pollo ${RLO}loS`, address: `Calle ${RLO}1 royaM`, city: `${RLO}dirdaM` };

  it('draws its name and address inside isolating elements', () => {
    const entry = renderCard(spoofed);
    const name = screen.getByRole('button', { name: 'Pollo loS' });
    expect(name.querySelector('bdi')).toHaveTextContent('Pollo loS');
    const address = entry.querySelector('address')!;
    expect([...address.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['Calle 1 royaM', 'dirdaM']);
    // Beside the action words, for screen readers, the name is isolated too.
    expect(within(screen.getByRole('link', { name: /^Ver restaurante/ })).getByText('Pollo loS').tagName).toBe('BDI');
    expect(within(screen.getByRole('button', { name: /^Compartir/ })).getByText('Pollo loS').tagName).toBe('BDI');
    expect(screen.getByRole('button', { name: /^Horario/ })).toHaveTextContent(`de ${FSI}Pollo loS${PDI}`);
    expect(screen.getByRole('link', { name: /^Cómo llegar/ })).toHaveTextContent(`a ${FSI}Pollo loS${PDI}`);
    // Nowhere, not even in its structured data, is the override left.
    expect(entry.innerHTML).not.toContain(RLO);
  });

  it('draws a plain name and address as before, with no isolating element', () => {
    const entry = renderCard(sol);
    expect(screen.getByRole('button', { name: 'Pollo Crujiente Sol' })).toBeInTheDocument();
    expect(entry.querySelector('bdi')).toBeNull();
    expect(entry.textContent).not.toMatch(/[\u2068\u2069]/);
  });
});
