// An embedded page tells its frame how tall it is (spec 001 §2 "embedded frames that resize when the
// content sends its height"). A message counts only from the frame's own origin; anything else on
// the window's message channel (another frame, another site, a browser extension) is ignored.
// Decisions: the message is `{ type: 'jumun:frame-height', height }` (a bare number is accepted too,
// as older embedded pages send); a height is a finite number of px, rounded up, within 1..20000 — a
// frame never grows without bound because a page says so.

export const FRAME_HEIGHT_MESSAGE = 'jumun:frame-height';
export const MAX_FRAME_HEIGHT_PX = 20_000;

/** The origin a frame's messages must come from: its document's, or null when it has none (about:, data:). */
export function expectedFrameOrigin(frameSrc: string, base: string): string | null {
  try {
    const url = new URL(frameSrc, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function heightOf(data: unknown): unknown {
  if (typeof data === 'number') return data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === FRAME_HEIGHT_MESSAGE)
    return (data as { height?: unknown }).height;
  return undefined;
}

/** The new height in px, or null when the message is not a height from the expected origin. */
export function frameHeightFromMessage(
  message: { readonly origin: string; readonly data: unknown },
  expectedOrigin: string | null,
): number | null {
  if (expectedOrigin === null || message.origin !== expectedOrigin) return null;
  const height = heightOf(message.data);
  if (typeof height !== 'number' || !Number.isFinite(height) || height < 1) return null;
  return Math.min(Math.ceil(height), MAX_FRAME_HEIGHT_PX);
}
