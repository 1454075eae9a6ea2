import { describe, expect, it } from 'vitest';
import { checkExpected, matches } from './expected-value.ts';
import { substitute } from './template.ts';
import { valueDiff } from './value-diff.ts';

const ok = (actual: unknown, expected: unknown) => matches(actual, true, expected);

describe('expected values', () => {
  it('compares numbers with $gt, $gte, $lt, $lte, and several operators together', () => {
    expect(ok(41000, { $gt: 40000 })).toBe(true);
    expect(ok(41000, { $gt: 41000 })).toBe(false);
    expect(ok(41000, { $gte: 41000, $lte: 41000 })).toBe(true);
    expect(ok(41000, { $lt: 41000 })).toBe(false);
    expect(ok('41000', { $gt: 1 })).toBe(false);
  });

  it('$ne, $in, $approx', () => {
    expect(ok('placed', { $ne: 'cart' })).toBe(true);
    expect(ok('cart', { $ne: 'cart' })).toBe(false);
    expect(ok('ACCEPTED', { $in: ['ACCEPTED', 'DELIVERED'] })).toBe(true);
    expect(ok('CANCELLED', { $in: ['ACCEPTED', 'DELIVERED'] })).toBe(false);
    expect(ok(1009, { $approx: 1000, within: 10 })).toBe(true);
    expect(ok(1011, { $approx: 1000, within: 10 })).toBe(false);
  });

  it('$contains a substring, or an item matching (objects partially)', () => {
    expect(ok('역삼 황금치킨', { $contains: '황금' })).toBe(true);
    expect(ok('역삼 황금치킨', { $contains: '피자' })).toBe(false);
    const items = [
      { name: '후라이드치킨', price: 19000 },
      { name: '콜라 1.25L', price: 2500 },
    ];
    expect(ok(items, { $contains: { name: '콜라 1.25L' } })).toBe(true);
    expect(ok(items, { $contains: { name: '사이다' } })).toBe(false);
    expect(ok(42, { $contains: '4' })).toBe(false);
  });

  it('$every item of a list matches (an empty list too); anything but a list does not', () => {
    const stock = [
      { name: '후라이드치킨', stock: 3 },
      { name: '치즈볼 (5개)', stock: 0 },
    ];
    expect(ok(stock, { $every: { stock: { $gte: 0 } } })).toBe(true);
    expect(ok([...stock, { name: '콜라', stock: -1 }], { $every: { stock: { $gte: 0 } } })).toBe(false);
    expect(ok([], { $every: { stock: { $gte: 0 } } })).toBe(true);
    expect(ok({ stock: 3 }, { $every: { stock: 3 } })).toBe(false);
    expect(checkExpected({ $every: { $gte: 'zero' } })).toBe('"$every": "$gte" takes a number, got "zero"');
  });

  it('$exists on present, null and absent fields', () => {
    expect(matches(null, true, { $exists: true })).toBe(true);
    expect(matches(undefined, false, { $exists: true })).toBe(false);
    expect(matches(undefined, false, { $exists: false })).toBe(true);
    expect(matches(1, true, { $exists: false })).toBe(false);
    expect(matches(undefined, false, { $ne: 1 })).toBe(false);
  });

  it('$len takes a length or an expected value for it', () => {
    expect(ok([1, 2], { $len: 2 })).toBe(true);
    expect(ok('0107', { $len: { $gte: 4 } })).toBe(true);
    expect(ok([], { $len: { $gte: 1 } })).toBe(false);
    expect(ok(7, { $len: 1 })).toBe(false);
  });

  it('matches objects partially, and whole with $exact (at every depth)', () => {
    const coupon = { status: 'verified', code: 'WELCOME', amount: 3000 };
    expect(ok(coupon, { status: 'verified' })).toBe(true);
    expect(ok(coupon, { $exact: { status: 'verified' } })).toBe(false);
    expect(ok(coupon, { $exact: { status: 'verified', code: 'WELCOME', amount: { $gt: 0 } } })).toBe(true);
    expect(ok({ a: { b: 1, c: 2 } }, { $exact: { a: { b: 1 } } })).toBe(false);
    expect(ok([{ a: 1, b: 2 }], [{ a: 1 }])).toBe(true);
    expect(ok([{ a: 1 }, { a: 2 }], [{ a: 1 }])).toBe(false);
  });

  it('$regex still matches strings only', () => {
    expect(ok('/sandbox/pg/2611210001', { $regex: '^/sandbox/pg/\\d{10}$' })).toBe(true);
    expect(ok(2611210001, { $regex: '\\d' })).toBe(false);
  });

  it('refuses bad operator arguments and unknown operators at load time', () => {
    expect(checkExpected({ $gt: '1000' })).toBe('"$gt" takes a number, got "1000"');
    expect(checkExpected({ $approx: 1000 })).toBe(
      '"$approx" needs "within": {"$approx": 1000, "within": 10}',
    );
    expect(checkExpected({ $approx: 1000, within: -1 })).toBe('"within" takes a number ≥ 0, got -1');
    expect(checkExpected({ $exists: 'yes' })).toBe('"$exists" takes true or false, got "yes"');
    expect(checkExpected({ $in: [] })).toBe('"$in" takes a non-empty list of expected values');
    expect(checkExpected({ $len: 'two' })).toMatch(/^"\$len" takes a length/);
    expect(checkExpected({ $regex: '(' })).toBe('not a regular expression: (');
    expect(checkExpected({ $gte: 1, total: 2 })).toMatch(/holds only operators/);
    expect(checkExpected({ a: { $contians: 'x' } })).toMatch(
      /unknown operator "\$contians"; did you mean "\$contains"\?/,
    );
    expect(checkExpected({ $exact: { a: { $lenn: 1 } } })).toMatch(/^"\$exact": unknown operator "\$lenn"/);
    // A placeholder stands for a number until it is substituted
    expect(checkExpected({ $gte: '{{min}}' })).toBeNull();
    expect(checkExpected({ $regex: '^{{order}}$' })).toBeNull();
  });
});

describe('a placeholder that gave a plain number as a string (a CSV column, a --var)', () => {
  const expected = (value: unknown) =>
    substitute(value, { n: '38000', phone: '01055550001', menu: '양념치킨' }, { expected: true });

  it('matches the number or the string, and gives operators their number', () => {
    expect(ok(38000, expected('{{n}}'))).toBe(true);
    expect(ok('38000', expected('{{n}}'))).toBe(true);
    expect(ok(38001, expected('{{n}}'))).toBe(false);
    expect(ok(41000, expected({ $gt: '{{n}}' }))).toBe(true);
    expect(ok(38005, expected({ $approx: '{{n}}', within: 10 }))).toBe(true);
    expect(
      ok(
        [{ name: '양념치킨', amount: 38000 }],
        expected({ $contains: { name: '{{menu}}', amount: '{{n}}' } }),
      ),
    ).toBe(true);
    expect(ok('주문 38000원', expected({ $contains: '{{n}}' }))).toBe(true);
    expect(checkExpected(expected({ $gte: '{{n}}' }))).toBeNull();
  });

  it('keeps a phone a string', () => {
    expect(ok(1055550001, expected('{{phone}}'))).toBe(false);
    expect(ok('01055550001', expected('{{phone}}'))).toBe(true);
    expect(checkExpected(expected({ $gte: '{{phone}}' }))).toBe('"$gte" takes a number, got "01055550001"');
  });
});

describe('the diff of a failed assertion', () => {
  it('names each differing leaf, expected then actual', () => {
    const order = { status: 'PAYMENT_PENDING', total: 24500, items: [{ name: '후라이드치킨' }] };
    expect(valueDiff('checkout.order', order, true, { status: 'ACCEPTED', total: { $gt: 1000 } })).toEqual([
      '- checkout.order.status: "ACCEPTED"',
      '+ checkout.order.status: "PAYMENT_PENDING"',
    ]);
    expect(valueDiff('x', { a: 1, b: 2 }, true, { $exact: { a: 1 } })).toEqual([
      '- x.b: (absent: $exact)',
      '+ x.b: 2',
    ]);
    expect(valueDiff('checkout.coupon', undefined, false, { status: 'none' })).toEqual([
      '- checkout.coupon: {"status":"none"}',
      '+ checkout.coupon: (absent)',
    ]);
  });
});
