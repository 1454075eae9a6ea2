// The location picker's map (spec 000 §9 "Default map zoom | 15", "Default location | lat 37.498168,
// lng 127.02761", "Address lookup on map move | debounced 500 ms"). Decision: the lookup runs once
// the map has stayed still for the whole interval after its last move (trailing debounce), so a
// drag in several strokes asks once.
export { DEFAULT_POINT } from './geo-point.ts';

export const DEFAULT_MAP_ZOOM = 15;
export const MAP_LOOKUP_DEBOUNCE_MS = 500;
