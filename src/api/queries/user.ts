import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '../clients';
import { unwrap } from '../errors';
import type { components } from '../generated/main-api';
import { profileKey } from './keys';
import { objectIn } from '../answers';
import { isUser } from '../generated/answers/user.js';

export type User = components['schemas']['User'];

/** The logged-in customer's profile (GET /api/v1/auth/user). */
export const userQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKey(userId),
    queryFn: async ({ signal }) =>
      objectIn(await unwrap(mainApi().GET('/api/v1/auth/user', { signal })), 'data', isUser, 'the profile'),
  });
