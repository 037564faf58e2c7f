import { afterEach, describe, expect, it } from 'vitest';
import {
  anyStoredAnswer,
  noteAnswer,
  storedAnswers,
  storedSince,
  takeStoredAnswers,
} from '../../src/api/stored-answers';
import { STORED_AT_HEADER } from '../../src/lib/offline-store';

const API = 'https://api.example.com/api/v1';
const MENU = `${API}/sections/collections?language=es&key=k`;
const PRODUCT = `${API}/products/1001?language=es&key=k`;
const RESTAURANTS = `${API}/restaurants?language=es&key=k`;

afterEach(() => {
  takeStoredAnswers();
});

describe('answers from the offline worker’s store', () => {
  it('say, for the reads a page names, when the oldest of them was stored', () => {
    noteAnswer(MENU, '2026-11-29T14:05:00.000Z');
    noteAnswer(PRODUCT, '2026-11-28T09:00:00.000Z');
    noteAnswer(RESTAURANTS, '2026-11-20T09:00:00.000Z');
    expect(storedSince(['sections/collections', 'products'])).toBe(Date.parse('2026-11-28T09:00:00.000Z'));
    expect(storedSince(['sections/collections'])).toBe(Date.parse('2026-11-29T14:05:00.000Z'));
    expect(storedSince(['provinces'])).toBeNull();
  });

  it('are forgotten when the API answers the same address again, whatever key it carries', () => {
    noteAnswer(MENU, '2026-11-29T14:05:00.000Z');
    noteAnswer(MENU.replace('key=k', 'key=other'), null);
    expect(storedSince(['sections/collections'])).toBeNull();
    expect(anyStoredAnswer()).toBe(false);
  });

  it('are taken once, when the connection is back', () => {
    expect(takeStoredAnswers()).toBe(false);
    noteAnswer(MENU, '2026-11-29T14:05:00.000Z');
    expect(takeStoredAnswers()).toBe(true);
    expect(takeStoredAnswers()).toBe(false);
  });

  it("are read from every main API answer's header by the client's middleware", async () => {
    const stored = new Response('{}', { headers: { [STORED_AT_HEADER]: '2026-11-29T14:05:00.000Z' } });
    Object.defineProperty(stored, 'url', { value: MENU });
    await storedAnswers.onResponse!({ response: stored } as never);
    expect(storedSince(['sections/collections'])).toBe(Date.parse('2026-11-29T14:05:00.000Z'));

    const fresh = new Response('{}');
    Object.defineProperty(fresh, 'url', { value: MENU });
    await storedAnswers.onResponse!({ response: fresh } as never);
    expect(storedSince(['sections/collections'])).toBeNull();
  });

  it('take a stamp that is not a time as no stamp at all', () => {
    noteAnswer(MENU, 'yesterday');
    expect(anyStoredAnswer()).toBe(false);
  });
});
