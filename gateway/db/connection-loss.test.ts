import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isConnectionLoss } from './connection-loss.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it('takes a server or pooler that went away', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('08006', 'connection failure'),
      withCode('08P01', 'pgbouncer cannot connect to server'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('25006', 'cannot execute INSERT in a read-only transaction'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new DatabaseUnavailableError('no primary'),
    ])
      expect(isConnectionLoss(error), error.message).toBe(true);
  });

  it("leaves a statement's own failure to the caller", () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('40P01', 'deadlock detected'),
      withCode('42P01', 'relation "x" does not exist'),
      new Error('a handler bug'),
      'not an error',
    ])
      expect(isConnectionLoss(error)).toBe(false);
  });
});
