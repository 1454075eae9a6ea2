// Catalogue reads answered from memory while the catalogue stands still. Every change to
// restaurants, reviews or stock bumps `catalog_version` in its own transaction (migration 8), so an
// answer made at version v is served only while v is current: a seed reload, an order taking
// stock or an expired payment giving it back is visible to the very next read.
//
// On PGlite no other process writes the database: while `localWrites` stands still the version
// cannot have moved, and a hit costs no query. On a PostgreSQL server (gateways may share it) the
// version is read on every request, one primary-key row, instead of the catalogue.
//
// An answer is kept as its serialised JSON, UTF-8 bytes ready for the socket, with a strong ETag
// over them: a hit neither serialises nor encodes (a list answer is some 60 kB of mostly Korean
// text; encoding it per request was the allocation behind the young-generation collections that
// made the p99 under load). The object itself stays for the contract check of tests (checkResponses).
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Answer } from '../http/serve-call.ts';

/**
 * Answers kept per catalogue version; past it the oldest goes (points and queries vary freely).
 * A list answer is tens of kB, kept as text and as an object: 200 of them stay within tens of MB.
 */
export const CACHED_ANSWERS_MAX = 200;

interface State {
  version: number | null;
  /** `localWrites()` when `version` was read. */
  writesSeen: number | null;
  readonly answers: Map<string, Promise<Answer>>;
}

const states = new WeakMap<Database, State>();

function stateOf(db: Database): State {
  let state = states.get(db);
  if (state === undefined) {
    state = { version: null, writesSeen: null, answers: new Map() };
    states.set(db, state);
  }
  return state;
}

async function currentVersion(db: Database, state: State): Promise<number> {
  const writes = db.localWrites?.() ?? null;
  if (writes !== null && writes === state.writesSeen && state.version !== null) return state.version;
  // The version is read before the answer is made: an answer may be newer than its version, never older.
  const rows = await db.query<{ version: string | number }>('SELECT version FROM catalog_version');
  const version = Number(rows[0]?.version ?? 0);
  if (version !== state.version) {
    state.answers.clear();
    state.version = version;
  }
  state.writesSeen = writes;
  return version;
}

/** The answer with its bytes and ETag, when it can be cached (a 200 with a JSON body). */
export function serialised(result: Answer): Answer {
  if (result.status !== 200 || result.bytes !== undefined) return result;
  const bytes = Buffer.from(JSON.stringify(result.body), 'utf8');
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  return { ...result, bytes, headers: { ...result.headers, etag } };
}

/**
 * The answer for `key` at the current catalogue version: from memory, or made by `make` once
 * (requests arriving meanwhile wait for the same one). Refusals are made again every time.
 */
export async function cachedAnswer(db: Database, key: string, make: () => Promise<Answer>): Promise<Answer> {
  const state = stateOf(db);
  await currentVersion(db, state);
  const cached = state.answers.get(key);
  if (cached !== undefined) return cached;
  const made = make().then(serialised);
  state.answers.set(key, made);
  if (state.answers.size > CACHED_ANSWERS_MAX) {
    const oldest = state.answers.keys().next().value;
    if (oldest !== undefined) state.answers.delete(oldest);
  }
  const result = await made.catch((error: unknown) => {
    state.answers.delete(key);
    throw error;
  });
  if (result.status !== 200 && state.answers.get(key) === made) state.answers.delete(key);
  return result;
}
