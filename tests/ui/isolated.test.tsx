import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Isolated } from '../../src/ui/isolated';

describe('API text drawn among the page’s words', () => {
  it('is drawn inside a <bdi>, without its override, when it holds a right-to-left override', () => {
    const { container } = render(
      <p>
        Horario de <Isolated>{'Pollo \u202EortneC'}</Isolated> hoy
      </p>,
    );
    const bdi = container.querySelector('p > bdi');
    expect(bdi).not.toBeNull();
    expect(bdi).toHaveTextContent('Pollo ortneC');
    expect(container.textContent).not.toContain('\u202E');
  });

  it('is drawn as plain text, as before, when it cannot reorder anything', () => {
    const { container } = render(
      <p>
        <Isolated>Pollo Crujiente Getafe Centro</Isolated>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Pollo Crujiente Getafe Centro</p>');
  });
});
