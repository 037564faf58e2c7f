import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '../../../src/features/consent/consent-banner';

const noop = () => undefined;

function renderBanner(before?: HTMLElement) {
  if (before) {
    document.body.append(before);
    before.focus();
  }
  return render(
    <IntlProvider locale="es" defaultLocale="es">
      <ConsentBanner onAcceptAll={noop} onRejectAll={noop} onSettings={noop} onMoreInfo={noop} onClose={noop} />
    </IntlProvider>,
  );
}

describe('the cookie banner', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('takes focus in the task after it appears, and gives it back where it was when it goes', () => {
    vi.useFakeTimers();
    const field = document.createElement('input');
    const { unmount } = renderBanner(field);
    const banner = screen.getByRole('dialog');
    // Not in the task that drew it: that task is the page's start.
    expect(field).toHaveFocus();
    act(() => {
      vi.runAllTimers();
    });
    expect(banner).toHaveFocus();
    unmount();
    expect(field).toHaveFocus();
  });

  it('leaves focus the visitor moved before that task where they put it', () => {
    vi.useFakeTimers();
    renderBanner();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    act(() => {
      vi.runAllTimers();
    });
    expect(elsewhere).toHaveFocus();
    expect(screen.getByRole('dialog')).not.toHaveFocus();
  });
});
