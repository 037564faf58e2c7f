import { ApiError } from './errors';

/**
 * Every answer is checked against the contract before a page sees it, with the validators compiled from the contract
 * by `npm run generate` (src/api/generated/answers/). In a list, an item that breaks the contract is left out and
 * the rest is shown; an answer broken as a whole (not an object, its list or object missing or of another type) is a
 * failed call of kind `parse`, which the part that asked shows as its usual load error with its retry.
 */

export type Check<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The failed call an answer broken as a whole becomes. */
export function brokenAnswer(what: string): ApiError {
  return new ApiError(`The answer of ${what} does not match the contract`, { status: 200, kind: 'parse' });
}

/** The answer as an object; throws when it is not one. */
export function recordOf(answer: unknown, what: string): Record<string, unknown> {
  if (!isRecord(answer)) throw brokenAnswer(what);
  return answer;
}

/** The items of `answer[key]` that keep the contract; throws when the list itself is missing or not a list. */
export function listIn<T>(answer: unknown, key: string, isItem: Check<T>, what: string): T[] {
  const list = isRecord(answer) ? answer[key] : undefined;
  if (!Array.isArray(list)) throw brokenAnswer(what);
  return list.filter(isItem);
}

/** `answer[key]` when it keeps the contract; throws otherwise. */
export function objectIn<T>(answer: unknown, key: string, isValue: Check<T>, what: string): T {
  const value = isRecord(answer) ? answer[key] : undefined;
  if (!isValue(value)) throw brokenAnswer(what);
  return value;
}
