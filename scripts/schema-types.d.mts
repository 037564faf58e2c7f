/** Type declarations for scripts/schema-types.mjs. */

type JsonSchema = Record<string, unknown>;

/** `order-incident` → `OrderIncident`. */
export declare function pascalCase(name: string): string;
/** Each schema and each of its `$defs` as a component, with every `$ref` pointed at the component it names. */
export declare function componentsOf(schemas: Record<string, JsonSchema>): Record<string, JsonSchema>;
/** `export type <Name> = …` for each schema and each of its `$defs`, after `header`. */
export declare function contentTypes(schemas: Record<string, JsonSchema>, header: string): Promise<string>;
/** The `FormName` union and the `FormData<Name>` type of every form, after `header`. */
export declare function formTypes(forms: Record<string, JsonSchema>, header: string): Promise<string>;
/** The schemas `<name>.schema.json` of a folder, by the PascalCase of their name. */
export declare function readSchemas(dir: string): Record<string, JsonSchema>;
/** The forms of a folder by their own name (`change-password`), each `$ref` to another file inlined. */
export declare function readFormSchemas(dir: string): Record<string, JsonSchema>;
/** The schema with every `$ref` to another file (relative to `dir`) replaced by that file's schema and its own keywords. */
export declare function inlineFileRefs(schema: JsonSchema, dir: string): JsonSchema;
