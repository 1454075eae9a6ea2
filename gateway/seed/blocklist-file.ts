// blocklist.json: blocked customers, by customer id and phone (hashed by the gateway on load).
import type * as t from 'io-ts';
import { list, strictStruct } from './codec-kit.ts';
import { findDuplicates } from './duplicates.ts';
import { Id, Phone } from './primitives.ts';
import type { FieldError } from './seed-error.ts';

export const BlockedCustomer = strictStruct('a blocked customer', { customer_id: Id, phone: Phone });
export type BlockedCustomer = t.TypeOf<typeof BlockedCustomer>;

export const BlocklistFile = list(BlockedCustomer, 'a list of blocked customers');
export type BlocklistFile = t.TypeOf<typeof BlocklistFile>;

export function checkBlocklist(blocklist: BlocklistFile): FieldError[] {
  return findDuplicates(
    blocklist.map((blocked, i) => ({ blocked, i })),
    ({ blocked }) => `${blocked.customer_id}/${blocked.phone}`,
    ({ i }) => `$[${i}]`,
    'blocked customer/phone',
  );
}
