import { act, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageRouter, type SiteHistory } from '../../src/app/language-router';
import { initLocale } from '../../src/i18n/locale-store';

const release = vi.hoisted(() => ({ replaced: false, loads: 0 }));
vi.mock('../../src/app/offline-worker', () => ({
  loadInNewRelease: () => {
    if (!release.replaced) return false;
    release.loads += 1;
    return true;
  },
}));

function Shown() {
  const location = useLocation();
  return <p data-testid="shown">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }) as unknown as SiteHistory;
  render(
    <LanguageRouter history={history}>
      <Shown />
    </LanguageRouter>,
  );
  return history;
}

const shown = () => screen.getByTestId('shown').textContent;

describe('moving between pages once a new release has taken the page over', () => {
  beforeEach(async () => {
    release.replaced = false;
    release.loads = 0;
    await initLocale('es');
  });

  it('draws the next page in the page itself while the release is the one it was loaded with', async () => {
    const history = renderAt('/');
    await act(async () => history.push('/carta'));
    expect(shown()).toBe('/carta');
    expect(release.loads).toBe(0);
  });

  it('loads another page whole instead, in the new release', async () => {
    const history = renderAt('/');
    release.replaced = true;
    await act(async () => history.push('/carta'));
    expect(release.loads).toBe(1);
    expect(shown()).toBe('/');
    await act(async () => history.push('/?provincia=8'));
    expect(release.loads).toBe(2);
  });

  it('keeps a move within the same page (a section of a document) in the page', async () => {
    const history = renderAt('/aviso-legal');
    release.replaced = true;
    await act(async () => history.push('/aviso-legal#cookies'));
    expect(release.loads).toBe(0);
    expect(shown()).toBe('/aviso-legal#cookies');
  });
});
