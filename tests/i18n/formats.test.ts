import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay } from '../../src/i18n/format-date';
import { formatList, soundOf } from '../../src/i18n/format-list';
import { formatDecimal } from '../../src/i18n/format-number';
import { formatTimeOfDay } from '../../src/i18n/format-time';
import { loadMessages } from '../../src/i18n/messages';
import type { Locale } from '../../src/lib/language';

const intlOf = async (locale: Locale) => createIntl({ locale, messages: await loadMessages(locale, 'core') });
const es = await intlOf('es');
const en = await intlOf('en');
const ca = await intlOf('ca');

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('calendar dates', () => {
  it('spell the month out in each language, with Catalan’s elision before a vowel', () => {
    expect(formatCalendarDate(es, '2023-04-10')).toBe('10 de abril de 2023');
    expect(formatCalendarDate(en, '2023-04-10')).toBe('April 10, 2023');
    expect(formatCalendarDate(ca, '2023-04-10')).toBe('10 d’abril de 2023');
    expect(formatCalendarDate(ca, '2023-05-01')).toBe('1 de maig de 2023');
    const months = Array.from({ length: 12 }, (_, index) => formatDay(es, 2026, index + 1, 1));
    expect(new Set(months).size).toBe(12);
    expect(months[11]).toBe('1 de diciembre de 2026');
  });

  it('read a date-time by its first 10 characters and keep the day wherever the browser is', () => {
    expect(formatCalendarDate(es, '2027-01-31T23:59:59Z')).toBe('31 de enero de 2027');
    expect(formatCalendarDate(en, '2027-02-28T23:59:59Z')).toBe('February 28, 2027');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatCalendarDate(es, '2027-01-31T23:59:59Z')).toBe('31 de enero de 2027');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatCalendarDate(en, '2027-01-01T00:30:00+02:00')).toBe('January 1, 2027');
  });

  it('show text that is not a date as it came', () => {
    expect(formatCalendarDate(es, 'soon')).toBe('soon');
    expect(formatCalendarDate(es, '2023-02-30')).toBe('2023-02-30');
  });
});

describe('times of day', () => {
  it('are written on the 24-hour clock in es and ca, and the 12-hour one in en', () => {
    expect(formatTimeOfDay(es, 9 * 60)).toBe('9:00');
    expect(formatTimeOfDay(ca, 21 * 60 + 30)).toBe('21:30');
    expect(formatTimeOfDay(en, 9 * 60 + 5)).toBe('9:05\u00a0AM');
    expect(formatTimeOfDay(en, 0)).toBe('12:00\u00a0AM');
    expect(formatTimeOfDay(en, 12 * 60)).toBe('12:00\u00a0PM');
    // A closing time past midnight (24:30 for 0:30) is read on the next day's clock.
    expect(formatTimeOfDay(es, 24 * 60 + 30)).toBe('0:30');
  });
});

describe('lists', () => {
  it('join items as each language does', () => {
    expect(formatList(es, ['Gluten', 'Leche', 'Soja'], 'conjunction')).toBe('Gluten, Leche y Soja');
    expect(formatList(en, ['Gluten', 'Milk', 'Soya'], 'conjunction')).toBe('Gluten, Milk, and Soya');
    expect(formatList(en, ['Gluten', 'Milk'], 'conjunction')).toBe('Gluten and Milk');
    expect(formatList(ca, ['Gluten', 'Llet'], 'disjunction')).toBe('Gluten o Llet');
    expect(formatList(en, ['Gluten', 'Milk', 'Soya'], 'disjunction')).toBe('Gluten, Milk, or Soya');
    expect(formatList(es, ['Gluten'], 'conjunction')).toBe('Gluten');
    expect(formatList(es, [], 'conjunction')).toBe('');
  });

  it('change Spanish conjunctions before the sounds that call for it', () => {
    expect(formatList(es, ['Sésamo', 'Higos'], 'conjunction')).toBe('Sésamo e Higos');
    expect(formatList(es, ['Sésamo', 'Hielo'], 'conjunction')).toBe('Sésamo y Hielo');
    expect(formatList(es, ['Sésamo', 'Ostras'], 'disjunction')).toBe('Sésamo u Ostras');
    expect(formatList(es, ['7', '8'], 'disjunction')).toBe('7 u 8');
    expect(soundOf('Ínsula')).toBe('i');
    expect(soundOf('hoja')).toBe('o');
    expect(soundOf('pan')).toBe('other');
    expect(formatList(ca, ['Sèsam', 'Ostres'], 'disjunction')).toBe('Sèsam o Ostres');
  });
});

describe('decimal numbers', () => {
  it('use each language’s separators, trailing zeros left out', () => {
    expect(formatDecimal(es, 2.4, 2)).toBe('2,4');
    expect(formatDecimal(ca, 0.125, 2)).toBe('0,13');
    expect(formatDecimal(en, 2.4, 2)).toBe('2.4');
    expect(formatDecimal(es, 3, 2)).toBe('3');
    expect(formatDecimal(es, -1.5, 1)).toBe('-1,5');
    expect(formatDecimal(es, -0.001, 1)).toBe('0');
  });

  it('group thousands as each language does', () => {
    expect(formatDecimal(es, 1500)).toBe('1500');
    expect(formatDecimal(es, 15000)).toBe('15.000');
    expect(formatDecimal(ca, 1500)).toBe('1.500');
    expect(formatDecimal(en, 1234567.5, 1)).toBe('1,234,567.5');
  });
});
