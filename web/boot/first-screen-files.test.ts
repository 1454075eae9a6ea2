import { describe, expect, it } from 'vitest';
import { EVENT_LOG_KEY } from '../../adapters/storage/event-log-store.ts';
import { parseRoute } from '../../domain/routes/route-table.ts';
import routesSource from '../routes.tsx?raw';
import { STORED_LOG_KEY } from './first-screen-choice.ts';
import { SCREEN_MODULE_OF_ROUTE } from './first-screen-files.ts';

const screenModules = new Set(
  Object.keys(import.meta.glob('../screens/**/*.tsx')).map((path) => path.replace('../', '')),
);
/** The screen modules routes.tsx loads lazily, but the debug build's dev screen. */
const lazyScreens = [...routesSource.matchAll(/lazyScreen\(\(\) => import\('\.\/([^']+)'\)\)/g)]
  .map((m) => m[1] ?? '')
  .filter((path) => !path.includes('/dev/'));

describe('the first screen preload table', () => {
  it('names every screen routes.tsx loads, and only modules that exist', () => {
    const named = new Set(Object.values(SCREEN_MODULE_OF_ROUTE).flat());
    expect(lazyScreens.length).toBeGreaterThan(10);
    for (const screen of lazyScreens) expect(named, screen).toContain(screen);
    for (const module of named) expect(screenModules, module).toContain(module);
  });

  it("gives each page's route its own screen", () => {
    const screenOf = (hash: string) => SCREEN_MODULE_OF_ROUTE[parseRoute(hash).name][0];
    expect(screenOf('#/')).toBe('screens/home/home-screen.tsx');
    expect(screenOf('#/1019/?lat=37.49&lng=127.02')).toBe('screens/restaurant/restaurant-screen.tsx');
    expect(screenOf('#/checkout/')).toBe('screens/checkout/checkout-screen.tsx');
    expect(screenOf('#/checkout/thankyou!!/?order_number=7')).toBe('screens/thank-you/thank-you-screen.tsx');
    expect(screenOf('#/nothing/here/at/all/')).toBeUndefined();
  });
});

describe("the stored log's preload", () => {
  it('reads the session key the event log is stored under', () => {
    expect(STORED_LOG_KEY).toBe(EVENT_LOG_KEY.key);
    expect(EVENT_LOG_KEY.area).toBe('session');
  });
});
