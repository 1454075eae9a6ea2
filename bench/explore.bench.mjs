// `npm run bench:explore`: how many journeys `jumun explore` runs a minute on this machine, with
// its own in-memory gateway (the default) and against one already running, as QA runs it (whole
// processes). Printed beside the load average and a bare `node -e 0`, which say how busy the
// machine was: the gateway and the explorer share its cores.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TIME = process.env.JUMUN_BENCH_TIME ?? '60s';
const SEED = process.env.JUMUN_BENCH_SEED ?? '1';

function nodeStartMs() {
  const runs = Array.from({ length: 5 }, () => {
    const started = process.hrtime.bigint();
    spawnSync(process.execPath, ['-e', '0']);
    return Number(process.hrtime.bigint() - started) / 1e6;
  });
  return runs.sort((a, b) => a - b)[2];
}

function explore(extra) {
  const args = ['bin/jumun.js', 'explore', '--seed', SEED, '--time', TIME, '--json', ...extra];
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const wallS = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0)
    throw new Error(`jumun ${args.slice(1).join(' ')} exited ${run.status}:\n${run.stdout}${run.stderr}`);
  return { ...JSON.parse(run.stdout), wallS };
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`${cpus().length} cores, load average ${loadavg()}, node -e 0: ${nodeStartMs().toFixed(0)} ms`);
const targets = [['own in-memory gateway', []]];
if (process.env.JUMUN_BENCH_GATEWAY !== undefined)
  targets.push([
    `gateway ${process.env.JUMUN_BENCH_GATEWAY}`,
    ['--gateway', process.env.JUMUN_BENCH_GATEWAY],
  ]);
for (const [name, extra] of targets) {
  const s = explore(extra);
  console.log(
    `${name.padEnd(28)} ${String(s.journeysPerMinute).padStart(5)} journeys/min  ` +
      `(${s.journeys} journeys, ${s.commands} commands, ${s.ordersPlaced} orders in ${s.seconds}s; ` +
      `${(s.commands / s.seconds).toFixed(0)} commands/s; the process ${s.wallS.toFixed(1)}s with start-up)`,
  );
}
console.log(`load average after: ${loadavg()}`);
