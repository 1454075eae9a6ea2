// Test helpers of the payment sandbox pages: an order awaiting payment, and its status.
import type { Sql } from '../../db/database.ts';

export async function insertAwaitingOrder(db: Sql, orderNumber: string, total = 12000): Promise<string> {
  await db.query(
    `INSERT INTO orders (order_number, cart_uuid, customer_id, restaurant_id, status, total, doc, created_at)
     VALUES ($1, $2, 'customer-1', 1, 'awaiting_payment', $3, '{}', now())`,
    [orderNumber, `cart-${orderNumber}`, total],
  );
  return orderNumber;
}

export async function orderStatus(db: Sql, orderNumber: string): Promise<string | undefined> {
  const rows = await db.query<{ status: string }>('SELECT status FROM orders WHERE order_number = $1', [
    orderNumber,
  ]);
  return rows[0]?.status;
}
