// PartnerQueries over HTTP: GET /naverplace/extrainfo/ for the place partner's entry.
import type { PartnerQueries } from '../../domain/ports/partner-queries.ts';
import type { GatewayDeps } from './gateway-deps.ts';

export function httpPartnerQueries({ client }: GatewayDeps): PartnerQueries {
  return {
    placeExtraInfo(placeId) {
      return client.callGateway('geo.place-extra-info', {}, { place_id: placeId });
    },
  };
}
