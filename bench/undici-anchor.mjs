// The anchor of `jumun run` on one cash order (fixtures/scripts/cash-order.jsonl): the same 15
// HTTP requests the CLI makes, in the same order, with the same headers and bodies, made with
// bare `undici.request` and nothing else (no codecs, no store, no blocklist hash). Run as a whole
// process by bench/cli.bench.mjs: `node bench/undici-anchor.mjs BASE PHONE NOW`.
// What the answers carry that the next requests need (the customer id, its token, the cart's
// uuid and signature, the sandbox SMS code) is read from them, as the client does.
import { randomUUID } from 'node:crypto';
import { request } from 'undici';

const [base = 'http://127.0.0.1:8798', phone = '01012345678', now = '2026-11-21T12:00:00+09:00'] =
  process.argv.slice(2);
const digits = phone.replace(/\D/g, '');
const run = { 'x-jumun-run': randomUUID(), 'x-jumun-now': new Date(now).toISOString() };
let token = null;

async function call(method, path, body, extra = {}) {
  const headers = { accept: 'application/json' };
  if (token !== null && !path.startsWith('/sandbox/')) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, extra, run);
  const answer = await request(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.body.text();
  if (answer.statusCode !== 200) throw new Error(`${method} ${path}: ${answer.statusCode} ${text}`);
  return JSON.parse(text);
}

// The CLI's probe: the service status, which tells a jumun gateway from any other server.
JSON.parse(
  await (await request(`${base}/popup/get/`, { headers: { accept: 'application/json' } })).body.text(),
);

const geo = await call(
  'GET',
  `/gateway/adiyo/geocode?address=${encodeURIComponent('서울 강남구 역삼동').replaceAll('%20', '+')}`,
);
const place = geo.items[0];
const { lat, lng } = place.point;
const area = await call('GET', `/api/v1/geo-restaurants-available/?point=${lat}%2C${lng}`);
const zip = area.zip_code;
await Promise.all([
  call('GET', `/api/v2/restaurants/1001?serving_type=vd&lat=${lat}&lng=${lng}&zip_code=${zip}`),
  call(
    'GET',
    '/api/v1/restaurants/1001/menu/?add_photo_menu=true&add_one_dish_menu=false&order_serving_type=vd&additional_discount_per_menu=true',
  ),
]);
const customer = await call('POST', '/v1/customers', { device_id: randomUUID() });
const id = customer.customer_id;
token = customer.access_token;
const cartPath = `/gateway/cart/v3/food/customers/${id}/restaurants/1001/vd/`;
const cart = await call('POST', cartPath, {
  products: [
    {
      vendor_product_id: 1001001,
      vendor_category_id: 'chicken',
      quantity: 2,
      option_sections: [{ section_id: 100101, option_ids: [10010102] }],
      additionalIngredientSets: [],
    },
  ],
  lat,
  lng,
  payment_type: 'online',
});
await call('POST', `/api/v1/checkout-meta/discount-info/1001/${lat}/${lng}/`, {
  restaurant_id: 1001,
  lat,
  lng,
  serving_type: 'vd',
  service_type: 'food',
  yotimedeal_offer_id: null,
  cart: { uuid: cart.customer_cart.uuid, signature: cart.customer_cart.signature },
  payment_type: 'online',
  user_agent: 'jumun-cli',
  customer_id: id,
  configuration: {
    feature_configuration: {
      additional_discount: true,
      restaurant_discount: true,
      coupon: true,
      delivery_fee_funding: false,
      yogipass: false,
      yogipassx: false,
      yotime_deal: false,
      point: false,
      bargain_promotion: false,
    },
  },
});
await call('GET', `/vericode/isveriphone/${digits}/`);
await call('POST', '/member/v2/send-phone-certification-code', {
  customer_id: id,
  phone: digits,
  context: 'ORDER',
});
const sms = await call('GET', `/sandbox/sms?phone=${digits}`);
await call('POST', `/vericode/checkvericode/${digits}/`, { code: sms.code });
const refreshed = await call('POST', `${cartPath}refresh/`, {
  lat,
  lng,
  customer_id: id,
  restaurant_id: 1001,
  yotimedeal_offer_id: null,
  payment_type: 'offline',
});
await call('GET', '/api/v1/service_info/');
const { uuid, signature } = refreshed.customer_cart;
const [sido, gugun, dong] = place.address.split(' ');
const order = await call(
  'POST',
  `/gateway/order/cart/submit/food/${id}/${lat}/${lng}`,
  {
    cart_uuid: uuid,
    cart_signature: signature,
    customer: {
      id,
      lat,
      lng,
      address: {
        street_name: place.address,
        road_name: place.road_address,
        street_number: place.parts.law.detail,
        adm_code: refreshed.customer_cart.adm_code,
      },
      address_detail: {
        sido,
        gugun,
        admin_dong: dong,
        dong,
        bunji: place.parts.law.detail,
        road: place.road_address,
        building: '101동 1001호',
        ri: null,
      },
      phone: digits,
      phone_uuid: null,
    },
    delivery_info: {
      email: null,
      street_number: '101동 1001호',
      phone: digits,
      use_safety_number: false,
      user_comment: '',
      extra_comments: '',
      expected_takeout_time: null,
      visitor_count: null,
      expected_visit_time: null,
    },
    agreements: { third_party_provision: true, efinance: false },
    payment: { service: 'cash', user_benefits: { coupons: [] }, total: 41000 },
    serving_type: 'vd',
    customer_id: id,
    lat,
    lng,
  },
  { 'idempotency-key': `${uuid}.${signature}` },
);
// A run that did not place the order measured nothing: fail loudly.
if (typeof order.order_number !== 'string')
  throw new Error(`the order was not placed: ${JSON.stringify(order).slice(0, 300)}`);
