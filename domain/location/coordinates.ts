// A coordinate's checks and its reading from query text (spec 001 §5 "Geo point: lat within -90..90,
// lng within -180..180, numbers only"), apart from geo-point.ts's Result: the route's parameters
// read them in the boot chunk, which holds no message catalogue.
export function isLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
}

const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/** A number from query text, or null unless the whole text is a plain decimal. */
export function parseDecimal(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !DECIMAL.test(text)) return null;
  return Number(text);
}
