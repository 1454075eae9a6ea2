import { build } from 'esbuild';

const r = await build({
  entryPoints: ['web/main.tsx'],
  bundle: true,
  format: 'esm',
  splitting: true,
  outdir: '/tmp/esb2',
  metafile: true,
  jsx: 'automatic',
  loader: { '.css': 'empty', '.woff2': 'empty' },
  write: false,
});
const inputs = r.metafile.inputs;
// find static (non-dynamic) import chains from web/main.tsx to targets
const targets = process.argv.slice(2);
const parent = new Map();
const q = ['web/main.tsx'];
parent.set('web/main.tsx', null);
while (q.length) {
  const x = q.shift();
  for (const imp of inputs[x]?.imports ?? []) {
    if (imp.kind !== 'import-statement' || parent.has(imp.path)) continue;
    parent.set(imp.path, x);
    q.push(imp.path);
  }
}
for (const t of targets) {
  const chain = [];
  let c = t;
  while (c) {
    chain.push(c);
    c = parent.get(c);
  }
  console.log(chain.reverse().join('\n  -> '));
  console.log();
}
