// Steps the payment tests share: the order taken up to the pay button in Node (node-order.ts), the
// browser made that customer, and the pay-button page of web/payment/testing/pay-button-page.tsx opened on the gateway's
// origin (bundled here once per test file with esbuild).
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { RunningGateway } from '../../gateway/start.ts';
import { becomeCustomer, placeOrderInNode } from './node-order.ts';

let bundled: Promise<{ readonly js: string; readonly css: string }> | null = null;

function harnessBundle() {
  bundled ??= build({
    entryPoints: ['web/payment/testing/pay-button-page.tsx'],
    bundle: true,
    write: false,
    format: 'iife',
    outdir: 'harness',
    jsx: 'automatic',
    loader: { '.module.css': 'local-css', '.woff2': 'empty', '.woff': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  }).then((result) => ({
    js: result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '',
    css: result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '',
  }));
  return bundled;
}

export const HARNESS_PATH = '/e2e-pay';

/** A guest's order at 1001 up to the pay button with `payment`, and the browser at the pay button. */
export async function readyToPay(page: Page, gateway: RunningGateway, phone: string, payment: string) {
  const [order, { js, css }] = await Promise.all([
    placeOrderInNode(gateway, { phone, payment }, { submit: false }),
    harnessBundle(),
  ]);
  await becomeCustomer(page, gateway, order);
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>결제 테스트</title><link rel="icon" href="data:,"><style>${css}</style></head><body><div id="root"></div><script src="${HARNESS_PATH}.js"></script></body></html>`;
  // Served with the gateway's own headers (its answer to the path, a 404, made a page): the app's
  // opener policy and CSP, so the page keeps its handle on the same-origin provider popup as the app would.
  await page.route(`${gateway.url}${HARNESS_PATH}`, async (route) =>
    route.fulfill({ response: await route.fetch(), status: 200, contentType: 'text/html', body: html }),
  );
  await page.route(`${gateway.url}${HARNESS_PATH}.js`, async (route) =>
    route.fulfill({ response: await route.fetch(), status: 200, contentType: 'text/javascript', body: js }),
  );
  await page.goto(`${gateway.url}${HARNESS_PATH}`);
  await page.getByRole('button', { name: '결제하기' }).waitFor();
  return order;
}
