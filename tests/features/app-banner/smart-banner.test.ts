import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readSmartBannerState,
  recordSmartBanner,
  SMART_BANNER_KEY,
  smartBannerHidden,
} from '../../../src/features/app-banner/smart-banner-state';

const DAY = 24 * 60 * 60 * 1000;
const hiddenNow = () => smartBannerHidden(readSmartBannerState(), Date.now());

describe('the smart app banner (decision 3)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows to a visitor who has never closed it or followed its link', () => {
    expect(hiddenNow()).toBe(false);
  });

  it('stays away for 15 days after it is closed', () => {
    recordSmartBanner('closed');
    vi.advanceTimersByTime(15 * DAY - 1000);
    expect(hiddenNow()).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(hiddenNow()).toBe(false);
  });

  it('stays away for 90 days after the install link is followed', () => {
    recordSmartBanner('installed');
    vi.advanceTimersByTime(89 * DAY);
    expect(hiddenNow()).toBe(true);
    vi.advanceTimersByTime(DAY + 1000);
    expect(hiddenNow()).toBe(false);
  });

  it('keeps the longer of the two periods when both happened', () => {
    recordSmartBanner('installed');
    vi.advanceTimersByTime(20 * DAY);
    recordSmartBanner('closed');
    vi.advanceTimersByTime(20 * DAY);
    expect(hiddenNow()).toBe(true);
  });

  it('shows again when what is stored is not its own record', () => {
    localStorage.setItem(SMART_BANNER_KEY, '{"closedAt":"soon"}');
    expect(hiddenNow()).toBe(false);
    localStorage.setItem(SMART_BANNER_KEY, 'not json');
    expect(hiddenNow()).toBe(false);
  });
});
