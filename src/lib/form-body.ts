/**
 * How a form's data becomes the body of the request it sends, checked by the type checker both ways: every field of
 * the form is sent as it is (a field the request takes under its own name), sent by its rule (the part of the body it
 * makes), or declared never sent; and what that makes, with the body's fixed parts, is exactly the request the API
 * takes. A field added to a form's schema is therefore sent once the request takes it under its name (the contract's
 * change) with no code, and fails the type check, in words naming it, while the request does not; a field renamed or
 * removed fails until its rule follows, instead of being drawn, validated and silently dropped.
 */

/** The rule of a field the request never carries: a repeated password, a box that must be ticked to send. */
export const notSent = 'not sent';

/**
 * How one field reaches the body: the part of the body it makes from the field's value, or not at all. A part may name
 * a field the request does not have: the body as a whole then says which (see `formBody`).
 */
export type FieldRule<Value, Body> = typeof notSent | ((value: Value) => Partial<Body> & Record<string, unknown>);

/**
 * The rules of the fields that are not sent as they are, optional fields included (their value may then be absent).
 * A field without a rule is sent as it is, under its own name: a text without the spaces around it.
 */
export type FormBodyRules<Form, Body> = { [Field in keyof Form]?: FieldRule<Form[Field], Body> };

/** What the fields without a rule make: themselves, under their own names. */
type AsIs<Form, Rules> = { [Field in Exclude<keyof Form, keyof Rules>]: Form[Field] };

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The part each sent field makes, kept whole: a rule may make one part or another (`news ? {…} : {…}`). */
type Parts<Rules> = {
  [Field in keyof Rules]: Rules[Field] extends (value: never) => infer Part ? [Part] : never;
}[keyof Rules];

/** The body the rules make: every part a sent field makes, together. */
type Made<Rules> =
  UnionToIntersection<Parts<Rules>> extends infer All ? (All extends [unknown] ? All[0] : object) : never;

/** The fields a rule's part names, whichever part it makes. */
type PartKeys<Rule> = Rule extends (value: never) => infer Part ? (Part extends unknown ? keyof Part : never) : never;

/** The fields the parts and the fixed parts make, each on its own (so even when two of them cannot go together). */
type MadeKeys<Rules, Fixed> = { [Field in keyof Rules]: PartKeys<Rules[Field]> }[keyof Rules] | keyof Fixed;

/** The fields two rules make, or a rule and the fixed parts. */
type SharedKeys<Rules, Fixed> = {
  [Field in keyof Rules]: PartKeys<Rules[Field]> &
    ({ [Other in Exclude<keyof Rules, Field>]: PartKeys<Rules[Other]> }[Exclude<keyof Rules, Field>] | keyof Fixed);
}[keyof Rules];

type RequiredKeys<Body> = { [Key in keyof Body]-?: undefined extends Body[Key] ? never : Key }[keyof Body];

type WrongType<Made, Body> = {
  [Key in keyof Made & keyof Body]: Made[Key] extends Body[Key] ? never : Key;
}[keyof Made & keyof Body];

/**
 * What is wrong with the body the rules make, as a sentence naming the fields (the first of: fields the request does
 * not take, parts that cannot go together, fields the request needs, fields of another type), `unknown` when nothing
 * is. The type checker shows it in place of a function to call: "This expression is not callable. Type '{ "The form
 * makes a body the API does not accept: …": "birthday"; }' has no call signatures."
 */
type Mismatch<Made, Keys, Shared, Body> = [Exclude<Keys, keyof Body>] extends [never]
  ? [Made] extends [never]
    ? { 'Two rules, or a rule and a fixed part, make the same field with values that cannot go together': Shared }
    : [Exclude<RequiredKeys<Body>, keyof Made>] extends [never]
      ? [WrongType<Made, Body>] extends [never]
        ? unknown
        : {
            "The form makes fields with a type the API's request does not take (a value that may be absent, where one is needed): change their rule": WrongType<
              Made,
              Body
            >;
          }
      : {
          "The API's request needs fields the form does not make: give each a rule that makes it, or a fixed part": Exclude<
            RequiredKeys<Body>,
            keyof Made
          >;
        }
  : {
      "The form makes a body the API does not accept: add these fields to the request's schema in openapi/*.yaml (the API team's change), then npm run generate; or give them the rule notSent": Exclude<
        Keys,
        keyof Body
      >;
    };

/** What is wrong with the body the rules, the fields sent as they are and the fixed parts make (see Mismatch). */
type MismatchOf<Form, Body, Rules, Fixed> = Mismatch<
  Made<Rules> & AsIs<Form, Rules> & Fixed,
  MadeKeys<Rules, Fixed> | Exclude<keyof Form, keyof Rules>,
  SharedKeys<Rules, Fixed>,
  Body
>;

/**
 * The mapping's type: the function when the body is the request, else what is wrong with it. Rules the type checker
 * could not read as rules of the form (their own error already says why) give the function, so that error is the only
 * one.
 */
type Checked<Form, Body, Rules, Fixed> = [keyof Rules] extends [never]
  ? unknown extends MismatchOf<Form, Body, Rules, Fixed>
    ? (form: Form) => Body
    : MismatchOf<Form, Body, Rules, Fixed>
  : FormBodyRules<Form, Body> extends Rules
    ? (form: Form) => Body
    : unknown extends MismatchOf<Form, Body, Rules, Fixed>
      ? (form: Form) => Body
      : MismatchOf<Form, Body, Rules, Fixed>;

/**
 * The function that turns a form's data into its request body. Called as `formBody<FormData<'register'>, Request>()`
 * so the rules' parameters are typed by the form: `{ firstName: (value) => ({ firstName: value.trim() }), repeatPassword:
 * notSent, … }`, with `fixed` the parts of the body no field gives (`{ source: 'Web' }`); a field the request takes
 * under its own name needs no rule. A rule for a field the form does not have is a type error here; a body that is not
 * the request (a field without a rule that the request does not take among them) makes the result impossible to call,
 * and the error says in words what to change and names the fields.
 */
export function formBody<Form, Body>() {
  return <const Rules extends FormBodyRules<Form, Body>, Fixed extends Partial<Body> = object>(
    rules: Rules & { [Extra in Exclude<keyof Rules, keyof Form>]: never },
    fixed?: Fixed,
  ): Checked<Form, Body, Rules, Fixed> => {
    const toBody = (form: Form): Body => {
      const body: Record<string, unknown> = { ...fixed };
      for (const field of Object.keys(rules) as (keyof Form & keyof Rules)[]) {
        const rule = rules[field] as FieldRule<Form[keyof Form], Body>;
        if (rule !== notSent) Object.assign(body, rule(form[field]));
      }
      for (const [field, value] of Object.entries(form as Record<string, unknown>)) {
        if (Object.hasOwn(rules, field) || value === undefined) continue;
        body[field] = typeof value === 'string' ? value.trim() : value;
      }
      // The type of the result says the rules make the whole body.
      return body as Body;
    };
    return toBody as Checked<Form, Body, Rules, Fixed>;
  };
}
