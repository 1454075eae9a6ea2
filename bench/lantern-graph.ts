// What Lighthouse's simulated throttling makes of one page load: its LCP estimate, optimistic and
// pessimistic, with every request and main-thread task it counted, by simulated start and end (ms).
// The simulation shares its slow line equally among the requests in flight and charges each a round
// trip before its first byte, so this shows which files hold the largest paint back. With `--tbt`,
// its total blocking time instead: each estimate's window (first contentful paint to interactive)
// and the main-thread tasks that block in it, longest first (a task that lays out counts twice its
// observed time at 4×, any other four times). Bundled and run by bench/lantern-graph.mjs (`node
// bench/lantern-graph.mjs [--tbt] URL`, against `jumun serve --db memory` with the built app).
import lighthouse, { Audit } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import puppeteer from 'puppeteer-core';
import { startChromium } from './web-chromium.ts';

interface GraphNode {
  readonly type: string;
  readonly duration: number;
  readonly request: { resourceType: string; priority: string; transferSize: number; url: string };
  readonly childEvents: readonly { name: string; dur: number; args?: { data?: { url?: string } } }[];
}
interface Estimate {
  readonly timeInMs: number;
  readonly nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface Estimates {
  readonly optimisticEstimate: Estimate;
  readonly pessimisticEstimate: Estimate;
}

const BLOCKING_FROM_MS = 50;

/** Each estimate's blocking tasks in its window, as Lighthouse's TBT counts them. */
function printBlocking(tbt: Estimates, fcp: Estimates, interactive: Estimates): void {
  for (const name of ['optimistic', 'pessimistic'] as const) {
    const key = `${name}Estimate` as const;
    const from = fcp[key].timeInMs;
    const to = interactive[key].timeInMs;
    console.log(
      `TBT, ${name}: ${Math.round(tbt[key].timeInMs)} ms, from the first contentful paint at ` +
        `${Math.round(from)} ms to interactive at ${Math.round(to)} ms`,
    );
    const rows = [...tbt[key].nodeTimings.entries()]
      .filter(([node, t]) => node.type === 'cpu' && t.endTime - t.startTime > BLOCKING_FROM_MS)
      .map(([node, t]) => {
        // the part of the task past 50 ms that falls inside the window
        const blockingStart = Math.max(t.startTime + BLOCKING_FROM_MS, from);
        const blockingEnd = Math.min(t.endTime, to);
        return { node, t, blocking: Math.max(0, blockingEnd - blockingStart) };
      })
      .filter((row) => row.blocking > 0)
      .sort((x, y) => y.blocking - x.blocking);
    for (const { node, t, blocking } of rows)
      console.log(
        `${String(Math.round(blocking)).padStart(6)} blocking ${String(Math.round(t.startTime)).padStart(6)}-${String(Math.round(t.endTime)).padEnd(6)} ${describe(node)}`,
      );
  }
}

function describe(node: GraphNode): string {
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
  static override get meta() {
    return {
      id: 'lantern-graph',
      title: 'Lantern graph',
      failureTitle: 'Lantern graph',
      description: 'The simulated LCP, node by node.',
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps'],
    } as never;
  }

  static override async audit(artifacts: never, context: never) {
    const a = artifacts as Record<string, unknown>;
    const data = {
      trace: a.Trace,
      devtoolsLog: a.DevtoolsLog,
      gatherContext: a.GatherContext,
      settings: (context as { settings: unknown }).settings,
      URL: a.URL,
      SourceMaps: a.SourceMaps,
      simulator: null,
    };
    if (TBT) {
      const request = (metric: { request(d: never, c: never): Promise<unknown> }) =>
        metric.request(data as never, context) as Promise<Estimates>;
      printBlocking(
        await request(LanternTotalBlockingTime),
        await request(LanternFirstContentfulPaint),
        await request(LanternInteractive),
      );
      return { score: 1 };
    }
    const lcp = (await LanternLargestContentfulPaint.request(data as never, context)) as unknown as Estimates;
    for (const [name, estimate] of [
      ['optimistic', lcp.optimisticEstimate],
      ['pessimistic', lcp.pessimisticEstimate],
    ] as const) {
      console.log(`LCP, ${name}: ${Math.round(estimate.timeInMs)} ms`);
      const rows = [...estimate.nodeTimings.entries()].sort((x, y) => x[1].endTime - y[1].endTime);
      for (const [node, t] of rows)
        console.log(
          `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}`,
        );
    }
    return { score: 1 };
  }
}

const TBT = process.argv.includes('--tbt');
const url = process.argv.slice(2).find((arg) => arg !== '--tbt');
if (url === undefined) {
  console.error('usage: node bench/lantern-graph.mjs [--tbt] URL');
  process.exit(2);
}
const chromium = await startChromium();
try {
  const browser = await puppeteer.connect({ browserWSEndpoint: chromium.wsEndpoint });
  const page = await browser.newPage();
  const config = {
    extends: 'lighthouse:default',
    settings: { onlyAudits: ['largest-contentful-paint', 'total-blocking-time', 'lantern-graph'] },
    audits: [{ implementation: LanternGraph }],
  };
  await lighthouse(url, { logLevel: 'error', output: 'json' }, config as never, page as never);
  await browser.disconnect();
} finally {
  await chromium.close();
}
