import { describe, expect, it } from 'vitest';
import { DatabaseOpenError } from './open-error.ts';
import { redact, serverTarget } from './server-url.ts';

describe('serverTarget', () => {
  it('keeps a one-host URL as it is, any session', () => {
    expect(serverTarget('postgres://postgres@127.0.0.1:55432/jumun_test')).toEqual({
      hosts: [{ name: '127.0.0.1:55432', url: 'postgres://postgres@127.0.0.1:55432/jumun_test' }],
      sessionAttrs: 'any',
    });
  });

  it("splits a formation's URL into one URL per host, in order, keeping the other parameters", () => {
    const target = serverTarget(
      'postgresql://app:secret@10.0.0.1:6432,10.0.0.2:6433/jumun?target_session_attrs=read-write&sslmode=disable',
    );
    expect(target.sessionAttrs).toBe('read-write');
    expect(target.hosts).toEqual([
      { name: '10.0.0.1:6432', url: 'postgresql://app:secret@10.0.0.1:6432/jumun?sslmode=disable' },
      { name: '10.0.0.2:6433', url: 'postgresql://app:secret@10.0.0.2:6433/jumun?sslmode=disable' },
    ]);
  });

  it('takes primary as libpq does', () => {
    expect(serverTarget('postgres://a,b/db?target_session_attrs=primary').sessionAttrs).toBe('primary');
  });

  it('refuses what it cannot follow, naming it', () => {
    expect(() => serverTarget('postgres://a,b/db?target_session_attrs=standby')).toThrow(
      /target_session_attrs=standby is not one the gateway follows/,
    );
    expect(() => serverTarget('postgres://a,,b/db')).toThrow(DatabaseOpenError);
    expect(() => serverTarget('mysql://a/db')).toThrow(/not a postgres:\/\/ URL/);
  });

  it('never writes a password into a message', () => {
    expect(redact('postgres://app:secret@h/db')).toBe('postgres://app:***@h/db');
    expect(() => serverTarget('postgres://app:secret@a,,b/db')).toThrow(/app:\*\*\*@/);
  });
});
