/**
 * A failed call as the API answers it: `{"Message": ...}` with its status. It is a Response, so a handler
 * can let it propagate: MSW answers with a thrown Response.
 */
export class MockFailure extends Response {
  readonly message: string;

  constructor(status: 400 | 401 | 403 | 404, message: string) {
    super(JSON.stringify({ Message: message }), { status, headers: { 'Content-Type': 'application/json' } });
    this.message = message;
  }
}

/** Messages of the real API, in its language (the site shows them as they come). */
export const MOCK_MESSAGES = {
  wrongCredentials: 'Wrong email or password',
  notValidated: 'Please validate your email address before logging in.',
  emailTaken: 'This email address is already registered.',
  unknownEmail: 'The email address is not assigned to any user account.',
  weakPassword: 'The password needs at least 6 characters, one lowercase letter, one uppercase letter and one number.',
  invalidToken: 'Invalid or expired token',
  invalidRefresh: 'Invalid refresh token',
  invalidKey: 'Invalid API key',
  noDeliverySession: 'Not logged in',
  notFound: 'Not found',
  unknownOrder: 'The order does not belong to this customer.',
  missingFields: 'Some required fields are missing.',
  unavailable: 'The service is not available right now. Please try again later.',
} as const;
