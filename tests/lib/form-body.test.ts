import { describe, expect, it } from 'vitest';
import { formBody, notSent } from '../../src/lib/form-body';

type Form = { name: string; repeat: string; consent: true; news?: boolean };
type Body = { name: string; news: boolean; source: 'Web' };

describe('formBody', () => {
  const toBody = formBody<Form, Body>()(
    {
      name: (name) => ({ name: name.trim() }),
      repeat: notSent,
      consent: notSent,
      news: (news) => ({ news: news === true }),
    },
    { source: 'Web' },
  );

  it('sends what each rule makes and the fixed parts, and nothing of the fields never sent', () => {
    expect(toBody({ name: ' Lucía ', repeat: 'x', consent: true })).toStrictEqual({
      source: 'Web',
      name: 'Lucía',
      news: false,
    });
  });

  it('gives an absent optional field to its rule', () => {
    expect(toBody({ name: 'L', repeat: 'x', consent: true, news: true }).news).toBe(true);
  });

  it('sends a field the request takes under its own name as it is, a text without the spaces around it', () => {
    const toRequest = formBody<{ city?: string; floor?: number; consent: true }, { city?: string; floor?: number }>()({
      consent: notSent,
    });
    expect(toRequest({ city: ' Toledo ', floor: 3, consent: true })).toStrictEqual({ city: 'Toledo', floor: 3 });
    expect(toRequest({ consent: true })).toStrictEqual({});
  });
});
