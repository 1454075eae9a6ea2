// Cassettes on disk (Node only).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { type Cassette, type CassetteError, formatCassette, parseCassette } from './cassette.ts';

const reason = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

export function readCassetteFile(file: string): E.Either<CassetteError, Cassette> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    return E.left({ file, path: '$', message: `cannot read: ${reason(cause)}` });
  }
  return parseCassette(text, file);
}

export function writeCassetteFile(file: string, cassette: Cassette): E.Either<CassetteError, void> {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, formatCassette(cassette), 'utf8');
    return E.right(undefined);
  } catch (cause) {
    return E.left({ file, path: '$', message: `cannot write: ${reason(cause)}` });
  }
}
