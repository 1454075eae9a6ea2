// The gateway's core reads no sandbox module: the sandbox maps its test runs onto the core's ports
// where the gateway is put together (server.ts: the request keys and the test-run hook; start.ts:
// the clock; routes/index.ts: its routes). Besides the lint zone
// (lint/gateway-core-reads-no-sandbox.grit), so that a QA run's context never reaches a production
// key by way of an import the lint configuration forgot.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const EDGE = new Set(['gateway/server.ts', 'gateway/start.ts', 'gateway/routes/index.ts']);

function coreSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'sandbox' || name === 'testing' ? [] : coreSources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !EDGE.has(path) ? [path] : [];
  });
}

describe('the sandbox at the gateway edge', () => {
  it('leaves every core gateway file free of sandbox imports', () => {
    const offences = coreSources('gateway').filter((file) =>
      /from ['"]\.[^'"]*\/sandbox\//.test(readFileSync(file, 'utf8')),
    );
    expect(offences).toEqual([]);
  });
});
