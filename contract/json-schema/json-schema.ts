// A JSON Schema 2020-12 object (what OpenAPI 3.1 uses for every schema), as plain data.
export type JsonSchema = { readonly [keyword: string]: unknown };
