// node bench/lantern-graph.mjs URL — what Lighthouse's simulated throttling makes of one page load:
// its LCP estimate, optimistic and pessimistic, with every request and main-thread task it counted,
// by simulated start and end (ms). The simulation shares its slow line equally among the requests in
// flight and charges each a round trip before its first byte, so this shows which files hold the
// largest paint back. Debian's Chromium (CHROMIUM_PATH to use another); run against
// `jumun serve --db memory` with the built app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { Audit } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import puppeteer from 'puppeteer-core';

const url = process.argv[2];
if (url === undefined) {
  console.error('usage: node bench/lantern-graph.mjs URL');
  process.exit(2);
}

function describe(node) {
  if (node.type === 'network') {
    const r = node.request;
    return `${r.resourceType} ${r.priority} ${r.transferSize} B ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`;
  }
  const named = node.childEvents
    .filter((e) => e.dur > 1000)
    .map((e) => e.name + (e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''));
  return `main thread ${Math.round(node.duration / 1000)} ms observed: ${named.slice(0, 4).join(', ')}`;
}

class LanternGraph extends Audit {
  static get meta() {
    return {
      id: 'lantern-graph',
      title: 'Lantern graph',
      failureTitle: 'Lantern graph',
      description: 'The simulated LCP, node by node.',
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps'],
    };
  }

  static async audit(artifacts, context) {
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: context.settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    for (const [name, estimate] of [
      ['optimistic', lcp.optimisticEstimate],
      ['pessimistic', lcp.pessimisticEstimate],
    ]) {
      console.log(`LCP, ${name}: ${Math.round(estimate.timeInMs)} ms`);
      const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
      for (const [node, t] of rows)
        console.log(
          `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}`,
        );
    }
    return { score: 1 };
  }
}

const profile = mkdtempSync(join(tmpdir(), 'jumun-lantern-'));
const chromium = spawn(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);
try {
  const endpoint = await new Promise((resolve, reject) => {
    let seen = '';
    chromium.stderr.on('data', (chunk) => {
      seen += chunk;
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (found) resolve(found[1]);
    });
    chromium.on('exit', (code) => reject(new Error(`chromium exited with ${code}: ${seen}`)));
  });
  const browser = await puppeteer.connect({ browserWSEndpoint: endpoint });
  const page = await browser.newPage();
  const config = {
    extends: 'lighthouse:default',
    settings: { onlyAudits: ['largest-contentful-paint', 'lantern-graph'] },
    audits: [{ implementation: LanternGraph }],
  };
  await lighthouse(url, { logLevel: 'error', output: 'json' }, config, page);
  await browser.disconnect();
} finally {
  chromium.kill();
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
