import { describe, expect, expectTypeOf, it } from 'vitest';
import { messages } from '../../domain/messages.ts';
import {
  browserGeolocation,
  GEOLOCATION_GUARD_MS,
  GEOLOCATION_TIMEOUT_MS,
  type GeolocationLike,
  type Schedule,
} from './browser-geolocation.ts';

type Answer = { coords: { latitude: number; longitude: number } } | { code: number } | null;

// A navigator.geolocation that answers once, synchronously or never (null), recording the options.
function fakeGeolocation(answer: Answer) {
  const asked: ({ timeout?: number } | undefined)[] = [];
  let late: ((lat: number, lng: number) => void) | undefined;
  const geolocation: GeolocationLike = {
    getCurrentPosition(success, error, options) {
      asked.push(options);
      late = (latitude, longitude) => success({ coords: { latitude, longitude } });
      if (answer === null) return;
      if ('coords' in answer) success(answer);
      else error?.({ code: answer.code, message: 'fake' });
    },
  };
  return { geolocation, asked, answerLate: (lat: number, lng: number) => late?.(lat, lng) };
}

function manualSchedule() {
  const timers: { ms: number; run: () => void; live: boolean }[] = [];
  const schedule: Schedule = (ms, run) => {
    const timer = { ms, run, live: true };
    timers.push(timer);
    return () => {
      timer.live = false;
    };
  };
  const fire = () => {
    for (const t of timers.filter((x) => x.live)) {
      t.live = false;
      t.run();
    }
  };
  return { schedule, fire, live: () => timers.filter((x) => x.live).map((x) => x.ms) };
}

const FAILED = messages.GEOLOCATION_FAILED;
const HINT = messages.GEOLOCATION_PERMISSION_HINT;

describe('browser geolocation', () => {
  it('answers the device point and asks with the 5 s timeout (spec 000 §9 "HTTP timeout / geolocation timeout | 10 s / 5 s")', async () => {
    // given
    const fake = fakeGeolocation({ coords: { latitude: 37.498168, longitude: 127.02761 } });
    const timers = manualSchedule();
    // when
    const result = await browserGeolocation(fake.geolocation, {
      schedule: timers.schedule,
    }).currentPosition();
    // then
    expect(result).toEqual({ ok: true, point: { lat: 37.498168, lng: 127.02761 } });
    expect(fake.asked).toEqual([{ timeout: 5_000 }]);
    expect(GEOLOCATION_TIMEOUT_MS).toBe(5_000);
    expect(timers.live()).toEqual([]);
  });

  it('adds the permission hint when permission is denied (spec 000 §8 "Geolocation failure: \\"위치 정보를 가져올 수 없습니다 ...\\" with an extra hint when permission is denied.")', async () => {
    const result = await browserGeolocation(fakeGeolocation({ code: 1 }).geolocation).currentPosition();
    expect(result).toEqual({
      ok: false,
      reason: 'denied',
      rejection: { code: 'GEOLOCATION_FAILED', message: `${FAILED}\n${HINT}` },
    });
    expect(FAILED.startsWith('위치 정보를 가져올 수 없습니다')).toBe(true);
  });

  it('fails without the hint on a timeout or an unavailable position (spec 000 §8 "Geolocation failure: \\"위치 정보를 가져올 수 없습니다 ...\\"")', async () => {
    for (const [code, reason] of [
      [3, 'timeout'],
      [2, 'unavailable'],
    ] as const) {
      const result = await browserGeolocation(fakeGeolocation({ code }).geolocation).currentPosition();
      expect(result).toEqual({
        ok: false,
        reason,
        rejection: { code: 'GEOLOCATION_FAILED', message: FAILED },
      });
    }
  });

  it('stops waiting for a browser that never calls back, and ignores a late answer (spec 000 §9 "geolocation timeout | 5 s"; decision: 30 s guard)', async () => {
    // given
    const fake = fakeGeolocation(null);
    const timers = manualSchedule();
    const pending = browserGeolocation(fake.geolocation, { schedule: timers.schedule }).currentPosition();
    expect(timers.live()).toEqual([GEOLOCATION_GUARD_MS]);
    // when
    timers.fire();
    fake.answerLate(37.5, 127);
    // then
    expect(await pending).toMatchObject({ ok: false, reason: 'timeout', rejection: { message: FAILED } });
  });

  it('refuses a point outside the world (spec 000 §5 "Geo point: lat within -90..90, lng within -180..180, numbers only.")', async () => {
    const fake = fakeGeolocation({ coords: { latitude: 137.5, longitude: 127 } });
    expect(await browserGeolocation(fake.geolocation).currentPosition()).toMatchObject({
      ok: false,
      reason: 'invalid-point',
    });
  });

  it('fails, not throws, without geolocation or when asking throws (spec 000 §8 "Geolocation failure")', async () => {
    expect(await browserGeolocation(undefined).currentPosition()).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    const throwing: GeolocationLike = {
      getCurrentPosition: () => {
        throw new Error('Only secure origins are allowed');
      },
    };
    expect(await browserGeolocation(throwing).currentPosition()).toMatchObject({
      ok: false,
      reason: 'unavailable',
      rejection: { message: FAILED },
    });
  });

  it('accepts the real navigator.geolocation (spec 000 §2 "It can start from device geolocation")', () => {
    expectTypeOf<Geolocation>().toExtend<GeolocationLike>();
  });
});
