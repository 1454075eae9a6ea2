// What Lighthouse's simulated throttling makes of one page load: its LCP estimate, optimistic and
// pessimistic, with every request and main-thread task it counted, by simulated start and end (ms).
// The simulation shares its slow line equally among the requests in flight and charges each a round
// trip before its first byte, so this shows which files hold the largest paint back. Bundled and run
// by bench/lantern-graph.mjs (`node bench/lantern-graph.mjs URL`, against `jumun serve --db memory`
// with the built app).
import lighthouse, { Audit } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
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
    const lcp = (await LanternLargestContentfulPaint.request(data as never, context)) as unknown as {
      optimisticEstimate: Estimate;
      pessimisticEstimate: Estimate;
    };
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

const url = process.argv[2];
if (url === undefined) {
  console.error('usage: node bench/lantern-graph.mjs URL');
  process.exit(2);
}
const chromium = await startChromium();
try {
  const browser = await puppeteer.connect({ browserWSEndpoint: chromium.wsEndpoint });
  const page = await browser.newPage();
  const config = {
    extends: 'lighthouse:default',
    settings: { onlyAudits: ['largest-contentful-paint', 'lantern-graph'] },
    audits: [{ implementation: LanternGraph }],
  };
  await lighthouse(url, { logLevel: 'error', output: 'json' }, config as never, page as never);
  await browser.disconnect();
} finally {
  await chromium.close();
}
