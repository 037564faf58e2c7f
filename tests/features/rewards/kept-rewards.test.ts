import { describe, expect, it } from 'vitest';
import { customerCopy, keepForCustomer, unexpiredCodes } from '../../../src/features/rewards/kept-rewards';
import { CUSTOMER_COPIES_KEY, forgetCustomerCopies } from '../../../src/lib/customer-copies';

const asList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : null);

describe("a customer's copies kept for offline use", () => {
  it('gives back the last copy of a customer, with when it was kept', () => {
    keepForCustomer(1, 'vouchers', ['A'], 1000);
    keepForCustomer(1, 'vouchers', ['A', 'B'], 2000);
    expect(customerCopy(1, 'vouchers', asList)).toEqual({ keptAt: 2000, value: ['A', 'B'] });
  });

  it("never gives one customer another's copy, and keeps one customer's at a time", () => {
    keepForCustomer(1, 'vouchers', ['A'], 1000);
    keepForCustomer(1, 'loyalty', ['L'], 1000);
    expect(customerCopy(2, 'vouchers', asList)).toBeNull();
    expect(customerCopy(1, 'stars', asList)).toBeNull();
    keepForCustomer(2, 'vouchers', ['B'], 2000);
    expect(customerCopy(2, 'vouchers', asList)).toEqual({ keptAt: 2000, value: ['B'] });
    expect(customerCopy(1, 'vouchers', asList)).toBeNull();
    expect(customerCopy(1, 'loyalty', asList)).toBeNull();
  });

  it('leaves out a copy its reader no longer takes, or one that is not what was written', () => {
    keepForCustomer(1, 'vouchers', { not: 'a list' }, 1000);
    expect(customerCopy(1, 'vouchers', asList)).toBeNull();
    localStorage.setItem(CUSTOMER_COPIES_KEY, '{broken');
    expect(customerCopy(1, 'vouchers', asList)).toBeNull();
    localStorage.setItem(
      CUSTOMER_COPIES_KEY,
      JSON.stringify({ customerId: 1, copies: { vouchers: { value: ['A'] } } }),
    );
    expect(customerCopy(1, 'vouchers', asList)).toBeNull();
  });

  it("forgets the customer's copies, and nothing else the site stores", () => {
    keepForCustomer(1, 'vouchers', ['A']);
    keepForCustomer(1, 'loyalty', ['B']);
    localStorage.setItem('appBanner', 'kept');
    forgetCustomerCopies();
    expect(customerCopy(1, 'vouchers', asList)).toBeNull();
    expect(customerCopy(1, 'loyalty', asList)).toBeNull();
    expect(localStorage.getItem('appBanner')).toBe('kept');
  });
});

describe('the codes kept for offline use', () => {
  const code = (end: string) => ({ image: '/media/rewards/burger.svg', code: `PC-${end}`, end_datetime: end });

  it('are shown to the end of their end date, in the time of the device', () => {
    const now = new Date(2026, 10, 29, 23, 30);
    const codes = [code('2026-11-28T23:59:59Z'), code('2026-11-29T00:00:00Z'), code('2027-01-31T23:59:59Z')];
    expect(unexpiredCodes(codes, now).map((voucher) => voucher.end_datetime)).toEqual([
      '2026-11-29T00:00:00Z',
      '2027-01-31T23:59:59Z',
    ]);
  });
});
