/**
 * The main API's accounts: registration, login, the profile and its consents, tokens and their renewal with a refresh
 * token (autologin), and the QA controls that expire or revoke them.
 *
 * A token is `<user id>.<issued at>.<generation>.<random>`: it is refused once `tokenTtlMs` has passed, when the
 * generation was bumped since (`expireTokens`, `revokeSessions`), or when its customer is gone.
 */
import type { components as Main } from '../../api/generated/main-api';
import passwordRule from '../../../schemas/forms/definitions/password.schema.json';
import type { Fixtures, UserFixture } from '../fixtures';
import { MOCK_MESSAGES, MockFailure } from './failure';
import { clone, type Kept } from './persistence';

export type UserRecord = UserFixture;

export type AccountsState = {
  users: UserRecord[];
  nextUserId: number;
  refreshTokens: Record<string, number>;
  revokedTokens: string[];
  /** Bumped to expire every token at once (token expiry on demand). */
  tokenGeneration: number;
  emailsSent: { to: string; kind: 'validation' | 'password' }[];
};

/** The site's password rule (the forms' one definition), which the API applies to every new password. */
const meetsPasswordRule = (password: string) =>
  [...password].length >= passwordRule.minLength && new RegExp(passwordRule.pattern, 'u').test(password);

export function initialAccounts(fixtures: Fixtures): AccountsState {
  return {
    users: clone(fixtures.users.users),
    nextUserId: Math.max(0, ...fixtures.users.users.map((u) => u.id)) + 1,
    refreshTokens: {},
    revokedTokens: [],
    tokenGeneration: 0,
    emailsSent: [],
  };
}

export type AccountOptions = {
  /** How long a token lives; the site refreshes it with autologin afterwards. */
  ttlMs: number;
  now: () => number;
  /** Told when a customer deletes their account, after which nothing of theirs may stay open. */
  onDeleted: (userId: number) => void;
};

function randomPart(): string {
  return Math.random().toString(36).slice(2, 12) + Math.random().toString(36).slice(2, 12);
}

const toUser = (u: UserRecord): Main['schemas']['User'] => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  news: u.news,
  privacyPolicyAccepted: u.privacyPolicyAccepted,
  loyaltyChangesAccepted: u.loyaltyChangesAccepted,
});

/**
 * The accounts' calls and controls, plus `findUser` and `userFromToken` for the delivery site, whose session is
 * opened with a token of the main API.
 */
export function createAccounts({ state, persist }: Kept<AccountsState>, { ttlMs, now, onDeleted }: AccountOptions) {
  const findUser = (id: number) => state().users.find((u) => u.id === id);
  const findByEmail = (email: string) =>
    state().users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());

  function issueToken(userId: number): string {
    return `${userId}.${now()}.${state().tokenGeneration}.${randomPart()}`;
  }

  function userFromToken(token: string): UserRecord {
    const [id, issued, generation] = token.split('.');
    const issuedAt = Number(issued);
    const user = findUser(Number(id));
    if (!user || !Number.isFinite(issuedAt) || state().revokedTokens.includes(token)) {
      throw new MockFailure(401, MOCK_MESSAGES.invalidToken);
    }
    if (Number(generation) !== state().tokenGeneration || issuedAt + ttlMs <= now()) {
      throw new MockFailure(401, MOCK_MESSAGES.invalidToken);
    }
    return user;
  }

  function requireUser(authorization: string | null): UserRecord {
    const token = authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!token) throw new MockFailure(401, MOCK_MESSAGES.invalidToken);
    return userFromToken(token);
  }

  function session(user: UserRecord): Main['schemas']['Session'] {
    const refreshToken = `r.${user.id}.${randomPart()}`;
    state().refreshTokens[refreshToken] = user.id;
    persist();
    return { id: user.id, email: user.email, token: issueToken(user.id), refreshToken };
  }

  return {
    findUser,
    userFromToken,

    register(body: Main['schemas']['RegisterRequest']) {
      if (findByEmail(body.email)) throw new MockFailure(400, MOCK_MESSAGES.emailTaken);
      if (!meetsPasswordRule(body.password)) throw new MockFailure(400, MOCK_MESSAGES.weakPassword);
      if (![body.firstName, body.lastName, body.phone].every((v) => v.trim())) {
        throw new MockFailure(400, MOCK_MESSAGES.missingFields);
      }
      const current = state();
      // The mock takes the validation link as followed at once, so a new account can log in straight away.
      current.users.push({
        id: current.nextUserId++,
        email: body.email.trim(),
        password: body.password,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        news: body.news,
        privacyPolicyAccepted: true,
        loyaltyChangesAccepted: true,
        validated: true,
        lifetime_points: 0,
        vouchers: [],
        orders: [],
      });
      current.emailsSent.push({ to: body.email, kind: 'validation' });
      persist();
    },
    login(email: string, password: string) {
      const user = findByEmail(email);
      if (!user || user.password !== password) throw new MockFailure(400, MOCK_MESSAGES.wrongCredentials);
      if (!user.validated) throw new MockFailure(400, MOCK_MESSAGES.notValidated);
      return session(user);
    },
    autologin(email: string, refreshToken: string) {
      const userId = state().refreshTokens[refreshToken];
      const user = userId === undefined ? undefined : findUser(userId);
      if (!user || user.email.toLowerCase() !== email.trim().toLowerCase()) {
        throw new MockFailure(401, MOCK_MESSAGES.invalidRefresh);
      }
      return { token: issueToken(user.id) };
    },
    forgotPassword(email: string) {
      if (!findByEmail(email)) throw new MockFailure(400, MOCK_MESSAGES.unknownEmail);
      state().emailsSent.push({ to: email, kind: 'password' });
      persist();
    },
    resendEmail(email: string) {
      if (!findByEmail(email)) throw new MockFailure(400, MOCK_MESSAGES.unknownEmail);
      state().emailsSent.push({ to: email, kind: 'validation' });
      persist();
    },
    getUser(authorization: string | null) {
      return toUser(requireUser(authorization));
    },
    updateUser(authorization: string | null, body: Main['schemas']['UpdateUserRequest']) {
      const user = requireUser(authorization);
      const other = findByEmail(body.email);
      if (other && other.id !== user.id) throw new MockFailure(400, MOCK_MESSAGES.emailTaken);
      if (![body.firstName, body.lastName, body.phone, body.email].every((v) => v.trim())) {
        throw new MockFailure(400, MOCK_MESSAGES.missingFields);
      }
      Object.assign(user, {
        email: body.email.trim(),
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        news: body.news,
      });
      persist();
    },
    deleteUser(authorization: string | null) {
      const user = requireUser(authorization);
      const current = state();
      current.users = current.users.filter((u) => u.id !== user.id);
      for (const [token, id] of Object.entries(current.refreshTokens))
        if (id === user.id) delete current.refreshTokens[token];
      onDeleted(user.id);
      persist();
    },
    changePassword(authorization: string | null, password: string) {
      const user = requireUser(authorization);
      if (!meetsPasswordRule(password)) throw new MockFailure(400, MOCK_MESSAGES.weakPassword);
      user.password = password;
      persist();
    },
    acceptPrivacyPolicy(authorization: string | null, news: boolean) {
      const user = requireUser(authorization);
      user.privacyPolicyAccepted = true;
      user.news = user.news || news;
      persist();
    },
    acceptLoyaltyChanges(authorization: string | null, news: boolean) {
      const user = requireUser(authorization);
      user.loyaltyChangesAccepted = true;
      user.news = user.news || news;
      persist();
    },

    /** Every token issued so far stops working, as if it had expired; refresh tokens stay valid. */
    expireTokens() {
      state().tokenGeneration += 1;
      persist();
    },
    /** Ends every session on the server side: tokens expire and refresh tokens stop working. */
    revokeSessions() {
      state().tokenGeneration += 1;
      state().refreshTokens = {};
      persist();
    },
    findUserByEmail: (email: string) => {
      const user = findByEmail(email);
      return user ? clone(user) : undefined;
    },
  };
}
