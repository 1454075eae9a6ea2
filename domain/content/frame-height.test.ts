import { describe, expect, it } from 'vitest';
import {
  expectedFrameOrigin,
  FRAME_HEIGHT_MESSAGE,
  frameHeightFromMessage,
  MAX_FRAME_HEIGHT_PX,
} from './frame-height.ts';

const APP = 'http://127.0.0.1:8080';
const msg = (data: unknown, origin = APP) => ({ origin, data });

describe('frame height messages (spec 001 §2 "embedded frames that resize when the content sends its height")', () => {
  it('takes the height from the frame origin, rounded up', () => {
    expect(frameHeightFromMessage(msg({ type: FRAME_HEIGHT_MESSAGE, height: 1432.2 }), APP)).toBe(1433);
    expect(frameHeightFromMessage(msg(640), APP)).toBe(640);
  });

  it('ignores a message from any other origin', () => {
    expect(
      frameHeightFromMessage(msg({ type: FRAME_HEIGHT_MESSAGE, height: 50 }, 'https://evil.example'), APP),
    ).toBeNull();
    expect(frameHeightFromMessage(msg({ type: FRAME_HEIGHT_MESSAGE, height: 50 }, 'null'), APP)).toBeNull();
    expect(frameHeightFromMessage(msg({ type: FRAME_HEIGHT_MESSAGE, height: 50 }), null)).toBeNull();
  });

  it('ignores what is not a height', () => {
    for (const data of [
      { type: 'other', height: 50 },
      { type: FRAME_HEIGHT_MESSAGE, height: '50' },
      { type: FRAME_HEIGHT_MESSAGE, height: Number.NaN },
      { type: FRAME_HEIGHT_MESSAGE, height: 0 },
      -5,
      Number.POSITIVE_INFINITY,
      null,
      'height:50',
    ])
      expect(frameHeightFromMessage(msg(data), APP)).toBeNull();
  });

  it('caps a height', () => {
    expect(frameHeightFromMessage(msg(10_000_000), APP)).toBe(MAX_FRAME_HEIGHT_PX);
  });
});

describe('the origin a frame must speak from', () => {
  it('is the origin of its source, resolved against the page', () => {
    expect(expectedFrameOrigin('/templates/trust.html?version=1', `${APP}/#/trust/`)).toBe(APP);
    expect(expectedFrameOrigin('https://cdn.example/x.html', APP)).toBe('https://cdn.example');
  });

  it('is none for a source without an http origin', () => {
    expect(expectedFrameOrigin('about:blank', APP)).toBeNull();
    expect(expectedFrameOrigin('data:text/html,hi', APP)).toBeNull();
    expect(expectedFrameOrigin('http://[bad', APP)).toBeNull();
  });
});
