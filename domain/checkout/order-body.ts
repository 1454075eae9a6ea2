// The order submission body of spec 000 §3, built from the projections.
import type { OrderSubmitBody } from '../../contract/order.ts';
import type { PaymentCode } from '../../contract/primitives.ts';
import type { Location } from '../events/events.ts';
import type { Won } from '../money.ts';

export interface OrderBodyInput {
  readonly customerId: string;
  /** Null for guests. */
  readonly email: string | null;
  readonly location: Location;
  readonly admCode: string;
  readonly cartUuid: string;
  readonly cartSignature: string;
  readonly addressDetail: string;
  readonly phone: string;
  /** The SMS verification's id when the server gave one; null otherwise. */
  readonly phoneUuid: string | null;
  readonly comment: string;
  readonly service: PaymentCode;
  readonly coupon: { readonly code: string; readonly amount: Won } | null;
  readonly total: Won;
}

export function orderBody(input: OrderBodyInput): OrderSubmitBody {
  const { location } = input;
  const { lat, lng } = location.point;
  return {
    cart_uuid: input.cartUuid,
    cart_signature: input.cartSignature,
    customer: {
      id: input.customerId,
      lat,
      lng,
      address: {
        street_name: location.address,
        road_name: location.road_address,
        street_number: location.address.split(' ').at(-1) ?? '',
        adm_code: input.admCode,
      },
      address_detail: {
        sido: location.sido,
        gugun: location.sigugun,
        admin_dong: location.dongmyun,
        dong: location.dongmyun,
        bunji: location.address.split(' ').at(-1) ?? '',
        road: location.road_address,
        building: input.addressDetail,
        ri: null,
      },
      phone: input.phone,
      phone_uuid: input.phoneUuid,
    },
    delivery_info: {
      email: input.email,
      street_number: input.addressDetail,
      phone: input.phone,
      use_safety_number: false,
      user_comment: input.comment,
      extra_comments: '',
      expected_takeout_time: null,
      visitor_count: null,
      expected_visit_time: null,
    },
    // Ordering agrees to provide the order to the restaurant (the /partner/{id}/ terms); paying
    // online also agrees to the e-finance terms.
    agreements: {
      third_party_provision: true,
      efinance: input.service !== 'creditcard' && input.service !== 'cash',
    },
    payment: {
      service: input.service,
      user_benefits: {
        coupons: input.coupon === null ? [] : [{ code: input.coupon.code, amount: input.coupon.amount }],
      },
      total: input.total,
    },
    serving_type: 'vd',
    customer_id: input.customerId,
    lat,
    lng,
  };
}
