// The address under the map's pin: reverse geocoded each time the map settles (spec 000 §9 "Address
// lookup on map move | debounced 500 ms"; the debounce is the map's).
import { useCallback, useRef, useState } from 'react';
import { readFailureRejection } from '../../../domain/content/read-failure.ts';
import type { GeoPoint } from '../../../domain/location/geo-point.ts';
import type { Place } from '../../../domain/ports/gateway.ts';
import { type Rejection, rejection } from '../../../domain/result.ts';
import { useWebStore } from '../../store/store-context.tsx';

export type PinAddress =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly point: GeoPoint }
  | { readonly status: 'ok'; readonly point: GeoPoint; readonly place: Place }
  /** The refusal, written in the customer's language when shown. */
  | { readonly status: 'error'; readonly point: GeoPoint; readonly rejection: Rejection };

export function usePinAddress() {
  const { gateway } = useWebStore();
  const [pin, setPin] = useState<PinAddress>({ status: 'idle' });
  const latest = useRef(0);
  const lookUp = useCallback(
    (point: GeoPoint) => {
      const ask = ++latest.current;
      setPin({ status: 'loading', point });
      void gateway.reverseGeocode(point).then((answer) => {
        if (ask !== latest.current) return;
        if (!answer.ok)
          setPin({
            status: 'error',
            point,
            rejection: readFailureRejection(answer.failure, 'ADDRESS_LOOKUP_FAILED'),
          });
        else if (answer.value === null)
          setPin({ status: 'error', point, rejection: rejection('ADDRESS_NOT_FOUND') });
        else setPin({ status: 'ok', point, place: answer.value });
      });
    },
    [gateway],
  );
  return { pin, lookUp };
}
