// The ordering port's phone verification calls over HTTP (spec 000 §5 "SMS code", §7).

import type { OrderingGateway } from '../../domain/ports/gateway.ts';
import { answered } from '../../domain/ports/gateway-failure.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { mapOk } from './result-map.ts';

type Part = Pick<OrderingGateway, 'isPhoneVerified' | 'sendSmsCode' | 'checkSmsCode'>;

export function orderingPhone({ client }: GatewayDeps): Part {
  return {
    /** 1 verified, 0 not yet; the refusal 'ban' (the request count is exceeded) is an answer. */
    async isPhoneVerified(phone) {
      const answer = await client.callGateway('sms.phone-verified', { phone }, {});
      if (!answer.ok && answer.failure.kind === 'rejected' && answer.failure.code === 'ban') {
        return answered('ban' as const);
      }
      return mapOk(answer, (n) => (n === 1 ? ('verified' as const) : ('unverified' as const)));
    },
    sendSmsCode(req) {
      return client.callGateway('sms.send', {}, req);
    },
    checkSmsCode(phone, code) {
      return client.callGateway('sms.check', { phone }, { code });
    },
  };
}
