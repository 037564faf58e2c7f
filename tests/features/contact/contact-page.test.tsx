import { screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

setupMockApi();

/** The painted path of a QR code of `value`, as src/ui/qr-code.tsx draws it. */
function pathOf(value: string): string {
  let path = '';
  encode(value, { ecc: 'M', border: 2 }).data.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

describe('/contact', { timeout: 30_000 }, () => {
  it('shows a QR code that leads to this site’s privacy policy', async () => {
    await renderApp('/contact');
    const qr = await screen.findByRole('img', { name: 'Código QR con la dirección de la política de privacidad' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(
      pathOf(`${window.location.origin}/politica-de-privacidad`),
    );
    expect(qr.querySelector('path')?.getAttribute('d')).not.toBe(pathOf(`${window.location.origin}/cookies`));
  });
});
