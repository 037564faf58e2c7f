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
