import { writeStorage } from './storage';

/**
 * What a customer's pages keep in this browser to show without a connection (their stars and reward codes), under one
 * key, with the customer they belong to: another customer on the same device never reads them, and they go when a
 * session ends (logout in any tab, account deletion, a refused refresh) or another customer logs in. The pages keep
 * and read them (src/features/rewards/kept-rewards.ts); the session forgets them.
 */
export const CUSTOMER_COPIES_KEY = 'offlineCopies';

/** Deletes what any customer's pages kept. */
export const forgetCustomerCopies = (): void => void writeStorage(CUSTOMER_COPIES_KEY, null);
