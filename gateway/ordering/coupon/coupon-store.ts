// Coupons, their uses (single use per customer and per phone) and pending applications: a coupon checked for a
// customer and not yet ordered with. Codes are matched ignoring case (customers type them) and
// stored as the seed spells them.
import type { Sql } from '../../db/database.ts';
import type { PhoneKey } from '../../request-keys.ts';
import type { Coupon } from './coupon-rules.ts';

interface CouponRow {
  readonly code: string;
  readonly amount: number;
  readonly min_order_amount: number;
  readonly payment: string;
  readonly single_use: boolean;
  readonly valid_until: Date | string | null;
}

function paymentOf(value: string): Coupon['payment'] {
  return value === 'online' || value === 'offline' ? value : 'any';
}

export async function findCoupon(sql: Sql, code: string): Promise<Coupon | null> {
  const [row] = await sql.query<CouponRow>(
    'SELECT code, amount, min_order_amount, payment, single_use, valid_until FROM coupons WHERE lower(code) = lower($1)',
    [code.trim()],
  );
  if (row === undefined) return null;
  return {
    code: row.code,
    amount: Number(row.amount),
    minOrderAmount: Number(row.min_order_amount),
    payment: paymentOf(row.payment),
    singleUse: row.single_use,
    validUntil: row.valid_until === null ? null : new Date(row.valid_until).getTime(),
  };
}

/**
 * A single-use coupon was used by this customer (a member, or the same guest token) or with this
 * phone, whichever customer ordered with it: a new guest token does not make the coupon new again.
 * The phone is one the customer verified (the order and the check require it).
 */
export async function usedBefore(
  sql: Sql,
  code: string,
  customerId: string,
  phone: PhoneKey,
): Promise<boolean> {
  const rows = await sql.query(
    'SELECT 1 FROM coupon_uses WHERE code = $1 AND (customer_id = $2 OR phone = $3) LIMIT 1',
    [code, customerId, phone],
  );
  return rows.length > 0;
}

export async function applyPending(
  sql: Sql,
  application: {
    readonly code: string;
    readonly customerId: string;
    readonly restaurantId: number;
    readonly at: Date;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO coupon_applications (code, customer_id, restaurant_id, applied_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (code, customer_id) DO UPDATE SET restaurant_id = EXCLUDED.restaurant_id, applied_at = EXCLUDED.applied_at`,
    [application.code, application.customerId, application.restaurantId, application.at],
  );
}

export async function isPending(sql: Sql, code: string, customerId: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM coupon_applications WHERE code = $1 AND customer_id = $2', [
    code,
    customerId,
  ]);
  return rows.length > 0;
}

/** True when there was a pending application to release. */
export async function releasePending(sql: Sql, code: string, customerId: string): Promise<boolean> {
  const rows = await sql.query(
    'DELETE FROM coupon_applications WHERE lower(code) = lower($1) AND customer_id = $2 RETURNING code',
    [code.trim(), customerId],
  );
  return rows.length > 0;
}

/**
 * Inside the order transaction, under the customer's and the phone's locks on the code: a single-use coupon's use is
 * recorded (coupons that may be used again leave no row), and the pending application is spent.
 */
export async function recordUse(
  tx: Sql,
  coupon: Coupon,
  use: { readonly customerId: string; readonly phone: PhoneKey; readonly orderNumber: string },
) {
  const { customerId } = use;
  if (coupon.singleUse) {
    await tx.query(
      'INSERT INTO coupon_uses (code, customer_id, phone, order_number) VALUES ($1, $2, $3, $4)',
      [coupon.code, customerId, use.phone, use.orderNumber],
    );
  }
  await tx.query('DELETE FROM coupon_applications WHERE code = $1 AND customer_id = $2', [
    coupon.code,
    customerId,
  ]);
}
