// A problem found in a seed directory, located by file and JSON path (or line and column for a
// JSON syntax error), e.g.
//   restaurants/1001.json: $.menu[0].items[3].price: expected an integer number of won, got "18000"
//   coupons.json: line 4, column 7: invalid JSON: expected ',' or '}' after a property value

export interface SeedError {
  /** Relative to the seed directory, with `/` separators; `.` is the directory itself. */
  readonly file: string;
  /** The JSON path of the bad value, e.g. `$.menu[0].items[3].price`. */
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
}

export function formatSeedError(error: SeedError): string {
  if (error.path !== undefined) return `${error.file}: ${error.path}: ${error.message}`;
  if (error.line !== undefined && error.column !== undefined) {
    return `${error.file}: line ${error.line}, column ${error.column}: ${error.message}`;
  }
  return `${error.file}: ${error.message}`;
}

/** A field-level problem inside one file, before the file is known. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

export const inFile =
  (file: string) =>
  (error: FieldError): SeedError => ({ file, path: error.path, message: error.message });
