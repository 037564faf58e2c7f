/** Every query about the logged-in customer sits under this root, so logout can drop them all at once. */
export const CUSTOMER_ROOT = 'customer' as const;
