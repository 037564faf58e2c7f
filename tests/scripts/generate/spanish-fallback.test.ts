// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withSpanishFallback } from '../../../scripts/generate/messages.mjs';

const text = (value: string) => [{ type: 0, value }];

describe('a language’s compiled catalogue', () => {
  it('shows the Spanish message where a translation is missing or empty, never the id', () => {
    const spanish = { 'form.city': text('Ciudad'), 'form.name': text('Nombre'), 'form.phone': text('Teléfono') };
    const catalan = { 'form.name': text('Nom'), 'form.phone': [] };
    const { messages, filled } = withSpanishFallback(catalan, spanish);
    expect(messages).toEqual({ 'form.city': text('Ciudad'), 'form.name': text('Nom'), 'form.phone': text('Teléfono') });
    expect(filled.sort()).toEqual(['form.city', 'form.phone']);
  });

  it('changes nothing in a complete one', () => {
    const spanish = { a: text('uno') };
    expect(withSpanishFallback({ a: text('one') }, spanish)).toEqual({ messages: { a: text('one') }, filled: [] });
  });
});
