/** Every query about the logged-in customer sits under this root, so logout can drop them all at once. */
export const CUSTOMER_ROOT = 'customer' as const;

/**
 * The key of the logged-in customer's profile, for its query and the mutations that change it. The mutations take
 * it from here rather than from the query's module: the bundler would otherwise move that module, and what it
 * imports, out of the code every page loads first into chunks of their own, which every first visit then pays for.
 */
export const profileKey = (userId: number) => [CUSTOMER_ROOT, userId, 'profile'] as const;
