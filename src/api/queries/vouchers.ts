import { queryOptions } from '@tanstack/react-query';
import { deliveryApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/delivery-api';
import { CUSTOMER_ROOT } from './keys';
import { listIn } from '../answers';
import { isVoucher } from '../generated/answers/rewards.js';

export type Voucher = components['schemas']['Voucher'];

export const vouchersQuery = (userId: number) =>
  queryOptions({
    queryKey: [CUSTOMER_ROOT, userId, 'vouchers'],
    queryFn: async ({ signal }) =>
      listIn(
        await unwrap(deliveryApi().GET('/api/v1/users/{userId}/vouchers', { params: { path: { userId } }, signal })),
        'results',
        isVoucher,
        'the reward codes',
      ),
  });

/** The codes of a list kept earlier (src/features/rewards/kept-rewards.ts) that still keep the contract; null if not a list. */
export const vouchersOf = (value: unknown): Voucher[] | null => (Array.isArray(value) ? value.filter(isVoucher) : null);
