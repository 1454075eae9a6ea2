// The origin explore's own gateway listens on, read from the banner `jumun serve` prints.
import { describe, expect, it } from 'vitest';
import { serveBanner } from '../commands/serve-banner.ts';
import { bannerOrigin } from './own-gateway.ts';

describe('bannerOrigin', () => {
  it('is the Open line of the banner, without its path', () => {
    const banner = serveBanner({
      url: 'http://127.0.0.1:40123',
      db: 'memory',
      logFile: '/tmp/x.log',
      webRoot: 'dist/web',
      webBuilt: false,
      webBuildCommand: 'npm run build:web',
    });
    expect(bannerOrigin(banner)).toBe('http://127.0.0.1:40123');
    expect(bannerOrigin('starting…')).toBeNull();
  });
});
