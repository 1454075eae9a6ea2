import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptReference } from './script-reference.ts';

describe('docs/script-reference.md', () => {
  it('is what the code says today (run `npm run docs` after changing a command, a projection or a message)', () => {
    expect(readFileSync('docs/script-reference.md', 'utf8')).toBe(scriptReference());
  });

  it('lists every command, an assertion path and a rejection code with its message', () => {
    const page = scriptReference();
    expect(page).toContain('| `AddItem` | `menuItemId?`: number<br>`menu?`: string<br>');
    expect(page).toContain('- `cart.items.N.name`');
    expect(page).toContain('- `checkout.phone.status`');
    expect(page).toContain('| `SMS_NOT_REQUESTED` | 먼저 인증번호를 요청해주세요. |');
  });

  it('lists the values of the paths that hold one of a list, and what each payment method is', () => {
    const page = scriptReference();
    expect(page).toContain(
      '| `checkout.stage` | `"idle"`, `"started"`, `"inserted"`, `"failed"`, `"placed"` |',
    );
    expect(page).toContain(
      '| `checkout.order.status` | `"ACCEPTED"`, `"PAYMENT_PENDING"`, `"CANCELLED"`, `"DELIVERED"` (designed: another gateway may answer others) |',
    );
    expect(page).toMatch(/\| `checkout\.payment` \| `"creditcard"`, `"cash"`, .*, `null` \|/);
    for (const path of ['checkout.phone.status', 'checkout.coupon.status', 'session.accountPhone.context'])
      expect(page).toContain(`| \`${path}\` |`);
    expect(page).toContain('| `pg_card` | 신용카드: card, online at the PG |');
  });
});
