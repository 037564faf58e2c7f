import type { components } from '../../api/generated/main-api';
import { formBody, notSent } from '../../lib/form-body';
import type { FormData } from '../../renderers/schema-form/generated/forms';

type Request = components['schemas'];

const trim = (value: string) => value.trim();

/**
 * What each account form sends, field by field: a field added to a form's schema fails the type check here until it is
 * sent or declared never sent. Names and addresses are sent without the spaces around them; a box left alone is false.
 */
export const registerBody = formBody<FormData<'register'>, Request['RegisterRequest']>()({
  firstName: (value) => ({ firstName: trim(value) }),
  lastName: (value) => ({ lastName: trim(value) }),
  phone: (phone) => ({ phone }),
  email: (value) => ({ email: trim(value) }),
  password: (password) => ({ password }),
  // Only there to be compared with the password.
  repeatPassword: notSent,
  // Ticking them is what lets the form be sent at all: registering is accepting them.
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
});

export const loginBody = formBody<FormData<'login'>, Request['LoginRequest']>()({
  email: (value) => ({ email: trim(value) }),
  password: (password) => ({ password }),
});

export const forgotPasswordBody = formBody<FormData<'forgot-password'>, Request['EmailRequest']>()({
  email: (value) => ({ email: trim(value) }),
});

export const profileBody = formBody<FormData<'profile'>, Request['UpdateUserRequest']>()({
  firstName: (value) => ({ firstName: trim(value) }),
  lastName: (value) => ({ lastName: trim(value) }),
  phone: (phone) => ({ phone }),
  email: (value) => ({ email: trim(value) }),
  news: (news) => ({ news: news === true }),
});

export const changePasswordBody = formBody<FormData<'change-password'>, Request['ChangePasswordRequest']>()({
  password: (password) => ({ password }),
  repeatPassword: notSent,
});

export const privacyAcceptanceBody = formBody<FormData<'privacy-acceptance'>, Request['NewsChoice']>()({
  // The call itself is the acceptance; the box only has to be ticked to make it.
  accepted: notSent,
  news: (news) => ({ news: news === true }),
});

export const loyaltyChangesBody = formBody<FormData<'loyalty-changes'>, Request['NewsChoice']>()({
  news: (news) => ({ news: news === true }),
});
