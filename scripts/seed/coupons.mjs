// coupons.json: one coupon per rule a QA script tests (listed in fixtures/README.md).

// biome-ignore format: a data table, one row per line
export const COUPONS = [
  { code: 'WELCOME3000', amount: 3000, min_order_amount: 0, payment: 'any', single_use: true, valid_until: '2027-12-31T23:59:59+09:00' },
  { code: 'SAVE5000', amount: 5000, min_order_amount: 20000, payment: 'any', single_use: false, valid_until: '2027-06-30T23:59:59+09:00' },
  { code: 'ONLINE2000', amount: 2000, min_order_amount: 0, payment: 'online', single_use: false, valid_until: '2027-12-31T23:59:59+09:00' },
  { code: 'CASH1000', amount: 1000, min_order_amount: 0, payment: 'offline', single_use: false, valid_until: '2027-12-31T23:59:59+09:00' },
  { code: 'FIRSTORDER7000', amount: 7000, min_order_amount: 15000, payment: 'online', single_use: true, valid_until: '2027-03-31T23:59:59+09:00' },
  { code: 'EXPIRED5000', amount: 5000, min_order_amount: 0, payment: 'any', single_use: false, valid_until: '2026-10-31T23:59:59+09:00' },
  { code: 'BIG50000', amount: 50000, min_order_amount: 0, payment: 'any', single_use: false, valid_until: '2027-12-31T23:59:59+09:00' },
  { code: 'NOEXPIRY1500', amount: 1500, min_order_amount: 10000, payment: 'any', single_use: false, valid_until: null },
];
