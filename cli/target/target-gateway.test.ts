// The target a load or an exploration sends to: refused as bad input when it cannot be made,
// unreachable when nothing answers; and the flags that reach it again.
import { describe, expect, it } from 'vitest';
import { exitCodes } from '../exit.ts';
import { reachTarget, targetArgs } from './target-gateway.ts';

describe('the target gateway', () => {
  it('is bad input when the flags cannot make it, unreachable when no gateway answers', async () => {
    expect(await reachTarget({ gateway: 'ftp://example.com' })).toEqual({
      ok: false,
      code: exitCodes.badInput,
      message: '--gateway: not an http(s) URL: ftp://example.com',
    });
    expect(await reachTarget({ gateway: 'http://127.0.0.1:9' })).toMatchObject({
      ok: false,
      code: exitCodes.unreachable,
      message: expect.stringContaining('cannot be reached'),
    });
  });

  it('is reached again by the same flags', () => {
    expect(targetArgs({ gateway: 'http://127.0.0.1:8080', faults: 'f.json' })).toBe(
      '--gateway http://127.0.0.1:8080 --faults f.json',
    );
    expect(targetArgs({ profile: 'staging.json' })).toBe('--profile staging.json');
    expect(targetArgs({})).toBe('');
  });
});
