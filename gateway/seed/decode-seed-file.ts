// One seed file's text → its decoded value, or every problem in it located by JSON path
// (or by line and column when the text is not JSON).
import { type Either, isLeft, left, right } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { parseJson } from './json-syntax.ts';
import { reportErrors } from './report-errors.ts';
import { type FieldError, inFile, type SeedError } from './seed-error.ts';

export function decodeSeedFile<A>(
  file: string,
  text: string,
  codec: t.Type<A, unknown, unknown>,
  check: (value: A) => readonly FieldError[] = () => [],
): Either<SeedError[], A> {
  const json = parseJson(text);
  if (isLeft(json)) return left([{ file, ...json.left }]);
  const decoded = codec.decode(json.right);
  if (isLeft(decoded)) return left(reportErrors(decoded.left).map(inFile(file)));
  const problems = check(decoded.right);
  return problems.length > 0 ? left(problems.map(inFile(file))) : right(decoded.right);
}
