// Compiled by `tsc -b` (tsconfig.node.json includes tests), never run: each `@ts-expect-error` below is a mapping the
// type checker must refuse. Were one accepted, its directive would be unused, and that is an error too.
import type { components as MainApi } from '../../src/api/generated/main-api';
import type { components as DeliveryApi } from '../../src/api/generated/delivery-api';
import { formBody, notSent } from '../../src/lib/form-body';
import type { FormData, FormName } from '../../src/renderers/schema-form/generated/forms';

type RegisterRequest = MainApi['schemas']['RegisterRequest'];
const registration = formBody<FormData<'register'>, RegisterRequest>();

// Every field mapped or declared never sent: accepted, and callable.
export const complete = registration({
  firstName: (firstName) => ({ firstName }),
  lastName: (lastName) => ({ lastName }),
  phone: (phone) => ({ phone }),
  email: (email) => ({ email }),
  password: (password) => ({ password }),
  repeatPassword: notSent,
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
});
export const sent: RegisterRequest = complete({
  firstName: 'Lucía',
  lastName: 'García',
  phone: '612345678',
  email: 'l@example.com',
  password: 'Pollo123',
  repeatPassword: 'Pollo123',
  politicas: true,
  condiciones: true,
});

// A field the request takes under its own name needs no rule: `lastName` is sent as it is.
export const lastNameAsIs: RegisterRequest = registration({
  firstName: (firstName) => ({ firstName }),
  phone: (phone) => ({ phone }),
  email: (email) => ({ email }),
  password: (password) => ({ password }),
  repeatPassword: notSent,
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
})(sent as unknown as FormData<'register'>);

// A field with no rule that the request does not take (the repeated password, not declared never sent): the mapping
// cannot be called, and what the type checker shows says so.
const repeatSent = registration({
  firstName: (firstName) => ({ firstName }),
  lastName: (lastName) => ({ lastName }),
  phone: (phone) => ({ phone }),
  email: (email) => ({ email }),
  password: (password) => ({ password }),
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
});
// @ts-expect-error -- the request has no `repeatPassword`
repeatSent(sent as unknown as FormData<'register'>);
export const namesTheField: {
  "The form makes a body the API does not accept: add these fields to the request's schema in openapi/*.yaml (the API team's change), then npm run generate; or give them the rule notSent": 'repeatPassword';
} = repeatSent;

// A rule for a field the form does not have (a field renamed or removed in the schema).
export const unknownField = registration({
  firstName: (firstName) => ({ firstName }),
  lastName: (lastName) => ({ lastName }),
  phone: (phone) => ({ phone }),
  email: (email) => ({ email }),
  password: (password) => ({ password }),
  repeatPassword: notSent,
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
  // @ts-expect-error -- the register form has no `birthday`
  birthday: notSent,
});

// A body without one of the request's fields: the mapping cannot be called.
const withoutPassword = registration({
  firstName: (firstName) => ({ firstName }),
  lastName: (lastName) => ({ lastName }),
  phone: (phone) => ({ phone }),
  email: (email) => ({ email }),
  password: notSent,
  repeatPassword: notSent,
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
});
// @ts-expect-error -- the request's `password` is never made
withoutPassword(sent as unknown as FormData<'register'>);

// A body with a field the request does not take: the mapping cannot be called.
const withExtra = registration({
  firstName: (firstName) => ({ firstName, middleName: '' }),
  lastName: (lastName) => ({ lastName }),
  phone: (phone) => ({ phone }),
  email: (email) => ({ email }),
  password: (password) => ({ password }),
  repeatPassword: notSent,
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
});
// @ts-expect-error -- `middleName` is not part of the request
withExtra(sent as unknown as FormData<'register'>);

// A field the form gains and sends by its own rule, which the request does not take yet: the mapping cannot be called,
// and what the type checker shows in its place says what to do and names the field.
type RegisterWithBirthday = FormData<'register'> & { birthday?: string };
const registerRules = {
  firstName: (firstName: string) => ({ firstName }),
  lastName: (lastName: string) => ({ lastName }),
  phone: (phone: string) => ({ phone }),
  email: (email: string) => ({ email }),
  password: (password: string) => ({ password }),
  repeatPassword: notSent,
  politicas: notSent,
  condiciones: notSent,
  news: (news: boolean | undefined) => ({ news: news === true }),
} as const;
const withBirthday: RegisterWithBirthday = { ...(sent as unknown as FormData<'register'>), birthday: '2000-02-29' };
const sendsBirthday = formBody<RegisterWithBirthday, RegisterRequest>()({
  ...registerRules,
  birthday: (birthday) => ({ birthday }),
});
// @ts-expect-error -- the request has no `birthday`
sendsBirthday(withBirthday);
export const saysWhatToDo: {
  "The form makes a body the API does not accept: add these fields to the request's schema in openapi/*.yaml (the API team's change), then npm run generate; or give them the rule notSent": 'birthday';
} = sendsBirthday;

// Once the request takes it (the contract changed, then npm run generate), the same rules make the request.
type RequestWithBirthday = RegisterRequest & { birthday?: string };
export const birthdaySent: RequestWithBirthday = formBody<RegisterWithBirthday, RequestWithBirthday>()({
  ...registerRules,
  birthday: (birthday) => ({ birthday }),
})(withBirthday);

// Or it is never sent.
export const birthdayNotSent: RegisterRequest = formBody<RegisterWithBirthday, RegisterRequest>()({
  ...registerRules,
  birthday: notSent,
})(withBirthday);

// A field the form gains with no rule: while the request does not take it, the mapping cannot be called and says so;
// once the request takes it under its name (the contract's change), it is sent as it is with no change here.
type RegisterWithCity = FormData<'register'> & { city?: string };
const withCity: RegisterWithCity = { ...(sent as unknown as FormData<'register'>), city: 'Toledo' };
const cityNotTaken = formBody<RegisterWithCity, RegisterRequest>()(registerRules);
// @ts-expect-error -- the request has no `city`
cityNotTaken(withCity);
export const namesTheCity: {
  "The form makes a body the API does not accept: add these fields to the request's schema in openapi/*.yaml (the API team's change), then npm run generate; or give them the rule notSent": 'city';
} = cityNotTaken;
export const citySent: RegisterRequest & { city?: string } = formBody<
  RegisterWithCity,
  RegisterRequest & { city?: string }
>()(registerRules)(withCity);

// A rule that makes one part or another is one part of the body.
export const eitherPart: RegisterRequest = registration({
  ...registerRules,
  news: (news) => (news === true ? { news: true } : { news: false }),
})(sent as unknown as FormData<'register'>);

// An optional field sent as it is, maybe absent, where the request wants a boolean.
const maybeAbsent = registration({
  firstName: (firstName) => ({ firstName }),
  lastName: (lastName) => ({ lastName }),
  phone: (phone) => ({ phone }),
  email: (email) => ({ email }),
  password: (password) => ({ password }),
  repeatPassword: notSent,
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news }),
});
// @ts-expect-error -- `news` may be undefined
maybeAbsent(sent as unknown as FormData<'register'>);

// A field's part of the wrong type.
registration({
  // @ts-expect-error -- the request's firstName is text
  firstName: (firstName) => ({ firstName: firstName.length }),
  lastName: (lastName) => ({ lastName }),
  phone: (phone) => ({ phone }),
  email: (email) => ({ email }),
  password: (password) => ({ password }),
  repeatPassword: notSent,
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
});

// The body's fixed parts count: without `source`, the contact request is not whole.
type ContactRequest = DeliveryApi['schemas']['ContactRequest'];
const contactRules = {
  first_name: (first_name: string) => ({ first_name }),
  last_name: (last_name: string) => ({ last_name }),
  email: (email: string) => ({ email }),
  phone: (phone: string) => ({ phone }),
  reason: (reason: FormData<'public-contact'>['reason']) => ({ reason }),
  comments: (comments: string) => ({ comments }),
  politicas: notSent,
  condiciones: notSent,
  accepted_news: (news: boolean | undefined) => ({ accepted_news: news === true }),
} as const;
const contactForm = {
  first_name: 'L',
  last_name: 'G',
  email: 'l@example.com',
  phone: '612345678',
  reason: 'OTHER',
  comments: 'x',
  politicas: true,
  condiciones: true,
} as const;
formBody<FormData<'public-contact'>, ContactRequest>()(contactRules, { source: 'Web' })(contactForm);
// @ts-expect-error -- `source` is never made
formBody<FormData<'public-contact'>, ContactRequest>()(contactRules)(contactForm);

// The forms' names come from schemas/forms.
export const known: FormName = 'order-incident';
// @ts-expect-error -- no schemas/forms/newsletter.schema.json
export const unknown: FormName = 'newsletter';
