// The address under the map's pin: reverse geocoded each time the map settles (spec 000 §9 "Address
// lookup on map move | debounced 500 ms"; the debounce is the map's).
import { useCallback, useRef, useState } from 'react';
import { readFailureRejection } from '../../../domain/content/read-failure.ts';
import type { GeoPoint } from '../../../domain/location/geo-point.ts';
import { formatMessage } from '../../../domain/messages.ts';
import type { Place } from '../../../domain/ports/gateway.ts';
import { useWebStore } from '../../store/store-context.tsx';

export type PinAddress =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly point: GeoPoint }
  | { readonly status: 'ok'; readonly point: GeoPoint; readonly place: Place }
  | { readonly status: 'error'; readonly point: GeoPoint; readonly message: string };

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
            message: readFailureRejection(answer.failure, 'ADDRESS_LOOKUP_FAILED').message,
          });
        else if (answer.value === null)
          setPin({ status: 'error', point, message: formatMessage('ADDRESS_NOT_FOUND') });
        else setPin({ status: 'ok', point, place: answer.value });
      });
    },
    [gateway],
  );
  return { pin, lookUp };
}
