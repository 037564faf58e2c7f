import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormName } from './generated/forms';

export type { FormName };

/** A compiled validator module (scripts/generate/generate.mjs): AJV validate functions by schema hash. */
type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];

export type FormDefinition = { name: FormName; schema: RJSFSchema; uiSchema: UiSchema; validator: ValidatorType };

type Loader<T> = () => Promise<T>;
// Each form downloads its own schema and compiled validator (scripts/generate/generate.mjs) when a page shows it. The schema is
// the one generate compiled, the definitions it names (the password rule) inlined.
const schemas = import.meta.glob<RJSFSchema>('./validators/*.schema.json', { import: 'default' });
const uiSchemas = import.meta.glob<UiSchema>('../../../schemas/forms/*.ui.json', { import: 'default' });
const validators = import.meta.glob<ValidatorFunctions>('./validators/*.js', { import: 'default' });

function pick<T>(loaders: Record<string, Loader<T>>, path: string): Loader<T> {
  const loader = loaders[path];
  if (!loader) throw new Error(`Missing form file ${path}: run npm run generate`);
  return loader;
}

async function load(name: FormName): Promise<FormDefinition> {
  const [schema, uiSchema, validateFns] = await Promise.all([
    pick(schemas, `./validators/${name}.schema.json`)(),
    pick(uiSchemas, `../../../schemas/forms/${name}.ui.json`)(),
    pick(validators, `./validators/${name}.js`)(),
  ]);
  return { name, schema, uiSchema, validator: createPrecompiledValidator(validateFns, schema) };
}

const cache = new Map<FormName, Promise<FormDefinition>>();

/**
 * The definition of a form, loaded once; the same promise every time, as React's `use` wants. Once loaded, the promise
 * says so the way `use` reads it (`status` and `value`), so a render that finds it loaded draws the form at once: a
 * pre-rendered form loaded before the page starts (the route's `prepare`) is taken over with the page, and what a
 * visitor types into it from then on reaches the form.
 */
export function loadForm(name: FormName): Promise<FormDefinition> {
  let promise = cache.get(name);
  if (!promise) {
    const loading = load(name);
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      // A failed download may be retried by the next render.
      () => cache.delete(name),
    );
    promise = loading;
    cache.set(name, promise);
  }
  return promise;
}
