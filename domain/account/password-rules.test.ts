import { describe, expect, it } from 'vitest';
import { checkPassword, longestRun } from './password-rules.ts';

const RULES =
  'spec 001 §5 "Password rules of the ordering area (8+ characters, no run of 4 or more repeats, digit, letter and special character)"';
const code = (pw: string) => {
  const r = checkPassword(pw);
  return r.ok ? 'OK' : r.rejection.code;
};

describe('password rules', () => {
  it(`accepts 8 characters with a digit, a letter and a special character (${RULES})`, () => {
    expect(code('abc123!@')).toBe('OK');
    expect(code('aaa1!bbb')).toBe('OK');
  });

  it(`refuses fewer than 8 characters (${RULES})`, () => {
    expect(code('ab12!@x')).toBe('PASSWORD_TOO_SHORT');
  });

  it(`refuses a run of 4 identical characters (${RULES})`, () => {
    expect(code('aaaa1!bc')).toBe('PASSWORD_REPEATS');
    expect(code('ab1!1111')).toBe('PASSWORD_REPEATS');
    expect(longestRun('abbbc')).toBe(3);
  });

  it(`needs a digit, a letter and a special character (${RULES})`, () => {
    expect(code('abcdefg1')).toBe('PASSWORD_CHAR_CLASSES');
    expect(code('abcdefg!')).toBe('PASSWORD_CHAR_CLASSES');
    expect(code('1234567!')).toBe('PASSWORD_CHAR_CLASSES');
    expect(code('비밀번호1234a')).toBe('PASSWORD_CHAR_CLASSES');
  });
});
