// users.json: members, with plain passwords (the gateway hashes them when it loads the seed).
// An e-mail member needs a password (checked across the file); social members log in through
// the sandbox provider and need none.
import type * as t from 'io-ts';
import { list, nullable, oneOf, optional, strictStruct, withDefault } from './codec-kit.ts';
import { findDuplicates } from './duplicates.ts';
import { Email, Id, NonEmptyString, Phone } from './primitives.ts';
import type { FieldError } from './seed-error.ts';

export const User = strictStruct('a member', {
  customer_id: Id,
  account_origin: oneOf(['email', 'naver', 'kakao']),
  email: Email,
  password: optional(NonEmptyString),
  phone: withDefault(nullable(Phone), null),
  nickname: NonEmptyString,
  state: withDefault(nullable(oneOf(['WITHDRAWAL_RESERVED'])), null),
});
export type User = t.TypeOf<typeof User>;

export const UsersFile = list(User, 'a list of members');
export type UsersFile = t.TypeOf<typeof UsersFile>;

export function checkUsers(users: UsersFile): FieldError[] {
  const indexed = users.map((user, i) => ({ user, i }));
  const errors = [
    ...findDuplicates(
      indexed,
      ({ user }) => user.customer_id,
      ({ i }) => `$[${i}].customer_id`,
      'customer_id',
    ),
    ...findDuplicates(
      indexed,
      ({ user }) => user.email.toLowerCase(),
      ({ i }) => `$[${i}].email`,
      'e-mail',
    ),
  ];
  for (const { user, i } of indexed) {
    if (user.account_origin === 'email' && user.password === undefined) {
      errors.push({ path: `$[${i}].password`, message: 'missing; an e-mail member needs a password' });
    }
  }
  return errors;
}
