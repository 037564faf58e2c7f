import { queryOptions } from '@tanstack/react-query';
import { deliveryApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/delivery-api';
import { CUSTOMER_ROOT } from './keys';
import { loyaltyIn } from '../answers';

export type Loyalty = components['schemas']['Loyalty'];

export const loyaltyQuery = (userId: number) =>
  queryOptions({
    queryKey: [CUSTOMER_ROOT, userId, 'loyalty'],
    queryFn: async ({ signal }) => loyaltyIn(await unwrap(deliveryApi().GET('/api/v1/loyalty/rewards', { signal }))),
  });
