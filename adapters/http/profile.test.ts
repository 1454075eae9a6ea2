import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { defaultProfile, formatProfileError, hostBase, parseProfile } from './profile.ts';

const hosts = {
  api: 'https://api.jumun.kr',
  gateway: 'https://gw.jumun.kr',
  member: 'https://member.jumun.kr/v',
  front: 'https://front.jumun.kr',
  auth: 'https://auth.jumun.kr',
  payment: 'https://pay.jumun.kr',
};

describe('the environment profile (DESIGN.md "a host map { api, gateway, member, front, auth, payment }")', () => {
  it('puts every host on one origin under its path prefix by default', () => {
    expect(defaultProfile('http://localhost:8080/')).toEqual({
      hosts: {
        api: 'http://localhost:8080',
        gateway: 'http://localhost:8080/gateway',
        member: 'http://localhost:8080/member',
        front: 'http://localhost:8080/front',
        auth: 'http://localhost:8080/auth',
        payment: 'http://localhost:8080/payment',
      },
    });
  });

  it('reads a profile file with a host per backend', () => {
    const profile = parseProfile(
      JSON.stringify({ hosts: { ...hosts, member: 'https://member.jumun.kr/v/' } }),
    );
    expect(E.isRight(profile) && hostBase(profile.right, 'member')).toBe('https://member.jumun.kr/v');
  });

  it('names the missing or bad field', () => {
    const { auth: _auth, ...withoutAuth } = hosts;
    const missing = parseProfile(JSON.stringify({ hosts: withoutAuth }));
    expect(E.isLeft(missing) && formatProfileError(missing.left)).toBe(
      'bad profile: $.hosts.auth: missing, expected HostUrl',
    );
    const bad = parseProfile(JSON.stringify({ hosts: { ...hosts, payment: 'ftp://pay' } }));
    expect(E.isLeft(bad) && bad.left).toMatchObject({
      path: '$.hosts.payment',
      message: expect.stringContaining('http(s) URL'),
    });
    const withQuery = parseProfile(JSON.stringify({ hosts: { ...hosts, api: 'https://api.jumun.kr/?x=1' } }));
    expect(E.isLeft(withQuery) && withQuery.left.path).toBe('$.hosts.api');
  });

  it('reports a file that is not JSON at $', () => {
    const result = parseProfile('{ hosts: ');
    expect(E.isLeft(result) && result.left.path).toBe('$');
  });
});
