// The device's current position for the location picker (spec 000 §2 "It can start from device
// geolocation"), as a tagged result. Failure shows "위치 정보를 가져올 수 없습니다 ..." and, when
// permission is denied, an extra hint (spec 000 §8 "Geolocation failure").
// The 5 s is the Geolocation API's own timeout (spec 000 §9 "geolocation timeout | 5 s"). Decision:
// the browser starts that clock only once permission is given, and some browsers never call back
// when the prompt is dismissed, so a guard ends the wait after 30 s whatever happens; it is long
// enough for a customer reading the permission prompt.
import { type GeoPoint, geoPoint } from '../../domain/location/geo-point.ts';
import { formatMessage } from '../../domain/messages.ts';
import type { Rejection } from '../../domain/result.ts';

export const GEOLOCATION_TIMEOUT_MS = 5_000;
export const GEOLOCATION_GUARD_MS = 30_000;
// GeolocationPositionError codes.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** The part of `navigator.geolocation` used here. */
export interface GeolocationLike {
  getCurrentPosition(
    success: (position: {
      readonly coords: { readonly latitude: number; readonly longitude: number };
    }) => void,
    error?: ((error: { readonly code: number; readonly message?: string }) => void) | null,
    options?: { timeout?: number; maximumAge?: number; enableHighAccuracy?: boolean },
  ): void;
}

export type GeolocationReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'invalid-point';

export type GeolocationResult =
  | { readonly ok: true; readonly point: GeoPoint }
  | { readonly ok: false; readonly rejection: Rejection; readonly reason: GeolocationReason };

/** Runs `run` after `ms`; returns a cancel function. */
export type Schedule = (ms: number, run: () => void) => () => void;

const defaultSchedule: Schedule = (ms, run) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export interface BrowserGeolocationOptions {
  readonly timeoutMs?: number;
  readonly guardMs?: number;
  readonly schedule?: Schedule;
}

export interface DeviceGeolocation {
  currentPosition(): Promise<GeolocationResult>;
}

function failed(reason: GeolocationReason): GeolocationResult {
  const text = formatMessage('GEOLOCATION_FAILED');
  // Decision: the hint goes on its own line of the same alert.
  const message = reason === 'denied' ? `${text}\n${formatMessage('GEOLOCATION_PERMISSION_HINT')}` : text;
  return { ok: false, reason, rejection: { code: 'GEOLOCATION_FAILED', message } };
}

const reasonOf = (code: number): GeolocationReason =>
  code === PERMISSION_DENIED ? 'denied' : code === TIMEOUT ? 'timeout' : 'unavailable';

export function browserGeolocation(
  geolocation: GeolocationLike | null | undefined,
  options: BrowserGeolocationOptions = {},
): DeviceGeolocation {
  const schedule = options.schedule ?? defaultSchedule;
  return {
    currentPosition() {
      if (geolocation === null || geolocation === undefined) return Promise.resolve(failed('unsupported'));
      return new Promise<GeolocationResult>((resolve) => {
        let done = false;
        let cancel = () => {};
        const settle = (result: GeolocationResult) => {
          if (done) return;
          done = true;
          cancel();
          resolve(result);
        };
        cancel = schedule(options.guardMs ?? GEOLOCATION_GUARD_MS, () => settle(failed('timeout')));
        try {
          geolocation.getCurrentPosition(
            ({ coords }) => {
              const point = geoPoint(coords.latitude, coords.longitude);
              settle(point.ok ? { ok: true, point: point.value } : failed('invalid-point'));
            },
            (error) => settle(failed(reasonOf(error.code))),
            { timeout: options.timeoutMs ?? GEOLOCATION_TIMEOUT_MS },
          );
        } catch {
          // Some browsers throw instead of calling back (e.g. an insecure context).
          settle(failed('unavailable'));
        }
      });
    },
  };
}
