// @module-tag browser
// The app can be installed (web/pwa/web-manifest.ts): Chromium reads the manifest without errors and
// finds nothing against installing it (its installability errors over CDP, what Lighthouse's
// installable check read); the icons are the sizes the manifest says; the theme colour is the
// brand's token. Chromium refuses to install from an off-the-record profile ('in-incognito'), which
// every context of the run's shared browser is: this file starts one with a profile of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { appUrl, PHONE, startApp } from './harness.ts';
import { policyViolations, watchPolicyViolations } from './policy-violations.ts';
import { workerActivated } from './pwa-steps.ts';

let gateway: RunningGateway;
let context: BrowserContext;
let profile: string;

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'jumun-pwa-install-'));
  [gateway, context] = await Promise.all([
    startApp(),
    chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      ...PHONE,
      locale: 'ko-KR',
    }),
  ]);
  await watchPolicyViolations(context);
}, 60_000);
afterEach(() => {
  expect(policyViolations(context)).toEqual([]);
});
afterAll(async () => {
  await context?.close();
  await gateway?.close();
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

interface Manifest {
  readonly name: string;
  readonly short_name: string;
  readonly lang: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: string;
  readonly theme_color: string;
  readonly icons: readonly { readonly src: string; readonly sizes: string; readonly purpose: string }[];
}

describe('the web app manifest', () => {
  it('is read without errors, and Chromium finds the app installable', { tags: ['smoke'] }, async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(appUrl(gateway, '/'));
    await workerActivated(page);
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: readonly { message: string }[];
      data?: string;
    };
    expect(read.url).toBe(`${gateway.url}/manifest.webmanifest`);
    expect(read.errors).toEqual([]);
    const manifest = JSON.parse(read.data ?? '{}') as Manifest;
    expect(manifest).toMatchObject({ name: '주문', short_name: '주문', lang: 'ko', display: 'standalone' });
    // the hash routes all live at the document: its start and scope are the app's root
    expect(new URL(manifest.start_url, read.url).href).toBe(`${gateway.url}/`);
    expect(new URL(manifest.scope, read.url).href).toBe(`${gateway.url}/`);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--pink').trim().toUpperCase(),
    );
    expect(manifest.theme_color).toBe(brand);

    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: readonly { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

    // each icon is there, a PNG of the size it is listed with
    const sizes = await page.evaluate(
      (icons) =>
        Promise.all(
          icons.map(
            (icon) =>
              new Promise<string>((resolve) => {
                const image = new Image();
                image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
                image.onerror = () => resolve('missing');
                image.src = icon.src;
              }),
          ),
        ),
      manifest.icons.map((icon) => ({ src: new URL(icon.src, read.url).href })),
    );
    expect(sizes).toEqual(manifest.icons.map((icon) => icon.sizes));
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    expect(errors).toEqual([]);
  });
});
