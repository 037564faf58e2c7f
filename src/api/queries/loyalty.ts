import { queryOptions } from '@tanstack/react-query';
import { deliveryApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/delivery-api';
import { CUSTOMER_ROOT } from './keys';
import { brokenAnswer } from '../answers';
import { isLoyaltyShell, isReward } from '../generated/answers/rewards.js';

export type Loyalty = components['schemas']['Loyalty'];

/** The customer's stars and rewards: the whole answer must keep the contract, a reward that does not is left out. */
export function loyaltyIn(answer: unknown): Loyalty {
  if (!isLoyaltyShell(answer)) throw brokenAnswer('the loyalty programme');
  return { ...answer, rewards: answer.rewards.filter(isReward) };
}

/** A loyalty answer kept earlier (src/features/rewards/kept-rewards.ts), if it still keeps the contract. */
export function loyaltyOf(value: unknown): Loyalty | null {
  try {
    return loyaltyIn(value);
  } catch {
    return null;
  }
}

export const loyaltyQuery = (userId: number) =>
  queryOptions({
    queryKey: [CUSTOMER_ROOT, userId, 'loyalty'],
    queryFn: async ({ signal }) => loyaltyIn(await unwrap(deliveryApi().GET('/api/v1/loyalty/rewards', { signal }))),
  });
