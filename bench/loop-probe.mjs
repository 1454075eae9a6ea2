// Loaded with `node --import` into each server that bench/reads.bench.mjs loads (the gateway and
// the anchor alike), so a row can tell the server's own share of a latency from the client's and the
// machine's: on each SIGUSR2 it prints one line, `loop-probe {json}`, with what happened since the
// last one, and starts again. autocannon measures from the client, which on a shared 2-core machine
// waits for CPU as much as the server does; these are measured inside the server:
// - the event loop's delay (how late a 1 ms timer fires: what a request arriving meanwhile waits),
// - each request from its start to the response's last byte handed to the socket,
// - garbage collection (count and total pause, scavenges apart),
// - the CPU time the process used.
import dc from 'node:diagnostics_channel';
import { createHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
const served = createHistogram();
const started = new WeakMap();
dc.subscribe('http.server.request.start', ({ response }) => started.set(response, process.hrtime.bigint()));
dc.subscribe('http.server.response.finish', ({ response }) => {
  const t = started.get(response);
  if (t !== undefined) served.record(Math.max(1, Number(process.hrtime.bigint() - t)));
});
let gc = { scavenges: 0, scavengeMs: 0, others: 0, otherMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // kind 1 is a scavenge (minor GC); the others are mark-sweep steps.
    if (entry.detail?.kind === 1) {
      gc.scavenges++;
      gc.scavengeMs += entry.duration;
    } else {
      gc.others++;
      gc.otherMs += entry.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });
let cpu = process.cpuUsage();
let since = process.hrtime.bigint();

const ms = (ns) => Math.round(ns / 1e4) / 100;
process.on('SIGUSR2', () => {
  const used = process.cpuUsage(cpu);
  const wallMs = Number(process.hrtime.bigint() - since) / 1e6;
  const report = {
    loopP99: ms(loop.percentile(99)),
    loopMax: ms(loop.max),
    servedP99: ms(served.percentile(99)),
    servedMax: ms(served.max),
    served: served.count,
    gc: { ...gc, scavengeMs: Math.round(gc.scavengeMs), otherMs: Math.round(gc.otherMs) },
    cpuShare: Math.round(((used.user + used.system) / 1000 / wallMs) * 100) / 100,
  };
  process.stdout.write(`loop-probe ${JSON.stringify(report)}\n`);
  loop.reset();
  served.reset();
  gc = { scavenges: 0, scavengeMs: 0, others: 0, otherMs: 0 };
  cpu = process.cpuUsage();
  since = process.hrtime.bigint();
});
