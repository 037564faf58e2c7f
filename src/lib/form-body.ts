/**
 * How a form's data becomes the body of the request it sends, checked by the type checker both ways: every field of
 * the form is either sent (the rule says which part of the body it makes) or declared never sent, and what the rules
 * make, with the body's fixed parts, is exactly the request the API takes. A field added to a form's schema, renamed or
 * removed therefore fails the type check until its rule follows, instead of being drawn, validated and silently
 * dropped.
 */

/** The rule of a field the request never carries: a repeated password, a box that must be ticked to send. */
export const notSent = 'not sent';

/** How one field reaches the body: the part of the body it makes from the field's value, or not at all. */
export type FieldRule<Value, Body> = typeof notSent | ((value: Value) => Partial<Body>);

/** One rule for every field of the form, optional fields included (their value may then be absent). */
export type FormBodyRules<Form, Body> = { [Field in keyof Form]-?: FieldRule<Form[Field], Body> };

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The body the rules make: every part a sent field makes, together. */
type Made<Rules> = UnionToIntersection<
  { [Field in keyof Rules]: Rules[Field] extends (value: never) => infer Part ? Part : never }[keyof Rules]
>;

type RequiredKeys<Body> = { [Key in keyof Body]-?: undefined extends Body[Key] ? never : Key }[keyof Body];

/** What the type checker shows, in place of a function to call, when the rules do not make the request. */
export type BodyMismatch<Made, Body> = {
  'the rules do not make the request': {
    missing: Exclude<RequiredKeys<Body>, keyof Made>;
    unknown: Exclude<keyof Made, keyof Body>;
    wrongType: { [Key in keyof Made & keyof Body]: Made[Key] extends Body[Key] ? never : Key }[keyof Made & keyof Body];
  };
};

type Checked<Form, Body, Made> = [Exclude<keyof Made, keyof Body>] extends [never]
  ? Made extends Body
    ? (form: Form) => Body
    : BodyMismatch<Made, Body>
  : BodyMismatch<Made, Body>;

/**
 * The function that turns a form's data into its request body. Called as `formBody<FormData<'register'>, Request>()`
 * so the rules' parameters are typed by the form: `{ firstName: (value) => ({ firstName: value.trim() }), repeatPassword:
 * notSent, … }`, with `fixed` the parts of the body no field gives (`{ source: 'Web' }`). A rule for a field the form
 * does not have, or none for one it has, is a type error here; a body that is not the request makes the result
 * impossible to call.
 */
export function formBody<Form, Body>() {
  return <const Rules extends FormBodyRules<Form, Body>, Fixed extends Partial<Body> = object>(
    rules: Rules & { [Extra in Exclude<keyof Rules, keyof Form>]: never },
    fixed?: Fixed,
  ): Checked<Form, Body, Made<Rules> & Fixed> => {
    const toBody = (form: Form): Body => {
      const body: Partial<Body> = { ...fixed };
      for (const field of Object.keys(rules) as (keyof Form & keyof Rules)[]) {
        const rule = rules[field] as FieldRule<Form[keyof Form], Body>;
        if (rule !== notSent) Object.assign(body, rule(form[field]));
      }
      // The type of the result says the rules make the whole body.
      return body as Body;
    };
    return toBody as Checked<Form, Body, Made<Rules> & Fixed>;
  };
}
