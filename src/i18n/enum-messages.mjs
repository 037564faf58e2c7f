/**
 * Type declarations for src/i18n/enum-messages.mjs.
 * @typedef {{ readonly enum?: readonly unknown[]; readonly 'x-enum-message-prefix'?: string }} EnumProperty
 */

/**
 * The words for the values of an enumerated property of a content schema. A property shown in words names a prefix in
 * `x-enum-message-prefix`; each value's message id is that prefix, a dot and the value (`cookies.expiration` and `9m`
 * make `cookies.expiration.9m`), and its text is in the three catalogues (content/messages). The site, the message
 * extraction (scripts/generate/messages.mjs) and, through it, the catalogue check of `npm run check:content`
 * (scripts/check/catalogues.mjs) all take the ids from here, so a new value needs nothing but its text in each
 * catalogue. Plain JavaScript: the scripts and the site read the same rule.
 */

/**
 * Each value of the property with its message id, in the schema's order; none for a property not shown in words.
 * @type {(property: EnumProperty) => Map<string, string>}
 */
export function enumMessageIds(property) {
  const prefix = property['x-enum-message-prefix'];
  if (typeof prefix !== 'string' || !Array.isArray(property.enum)) return new Map();
  return new Map(property.enum.map((value) => [String(value), `${prefix}.${String(value)}`]));
}
