import { describe, expect, it } from 'vitest';
import { contactRequest, orderIncident, prefill, reasonFrom } from '../../../src/features/contact/contact-request';

const typed = {
  first_name: '  Lucía ',
  last_name: 'Martín García ',
  email: ' lucia@example.com',
  phone: '612345678',
  reason: 'PROMOTIONS' as const,
  comments: ' ¿Hay cupones? ',
  politicas: true as const,
  condiciones: true as const,
};

describe('contact requests', () => {
  it("carry exactly the fields of the delivery site's contact calls, trimmed, from the Web, without the acceptance boxes", () => {
    expect(contactRequest(typed)).toStrictEqual({
      first_name: 'Lucía',
      last_name: 'Martín García',
      email: 'lucia@example.com',
      phone: '612345678',
      source: 'Web',
      comments: '¿Hay cupones?',
      reason: 'PROMOTIONS',
      accepted_news: false,
    });
    expect(contactRequest({ ...typed, accepted_news: true }).accepted_news).toBe(true);
  });

  it('add the order to an order incident', () => {
    expect(orderIncident({ ...typed, reason: 'DELIVERY_TIME', order_id: 52388, accepted_news: true })).toStrictEqual({
      first_name: 'Lucía',
      last_name: 'Martín García',
      email: 'lucia@example.com',
      phone: '612345678',
      source: 'Web',
      comments: '¿Hay cupones?',
      reason: 'DELIVERY_TIME',
      order_id: 52388,
      accepted_news: true,
    });
  });

  it('prefill a customer’s name, email and phone, and nothing for a guest', () => {
    expect(prefill({ firstName: 'Lucía', lastName: 'Martín', email: 'lucia@example.com', phone: '612345678' })).toEqual(
      {
        first_name: 'Lucía',
        last_name: 'Martín',
        email: 'lucia@example.com',
        phone: '612345678',
      },
    );
    expect(prefill(undefined)).toEqual({});
  });

  it('take from the address a reason the public form offers, and nothing else', () => {
    expect(reasonFrom(new URLSearchParams('reason=OTHER'))).toEqual({ reason: 'OTHER' });
    expect(reasonFrom(new URLSearchParams('reason=INCIDENT&x=1'))).toEqual({ reason: 'INCIDENT' });
    for (const search of [
      '',
      'reason=',
      'reason=other',
      'reason=DELIVERY_TIME',
      'reason=toString',
      'reason=__proto__',
    ]) {
      expect(reasonFrom(new URLSearchParams(search)), search).toEqual({});
    }
  });
});
