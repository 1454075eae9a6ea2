import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_ZOOM, DEFAULT_POINT, MAP_LOOKUP_DEBOUNCE_MS } from './map-settings.ts';

describe('map settings', () => {
  it('starts at zoom 15 on the default point (spec 000 §9 "Default map zoom | 15", "Default location | lat 37.498168, lng 127.02761")', () => {
    expect(DEFAULT_MAP_ZOOM).toBe(15);
    expect(DEFAULT_POINT).toEqual({ lat: 37.498168, lng: 127.02761 });
  });

  it('looks the address up 500 ms after the map stops (spec 000 §9 "Address lookup on map move | debounced 500 ms")', () => {
    expect(MAP_LOOKUP_DEBOUNCE_MS).toBe(500);
  });
});
