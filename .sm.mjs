import { readdirSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';

await build({
  configFile: 'web/vite.config.ts',
  logLevel: 'error',
  build: { sourcemap: true, outDir: '/tmp/smweb', emptyOutDir: true },
});
const dir = '/tmp/smweb/assets';
const f = readdirSync(dir).find((x) => x.startsWith('index-') && x.endsWith('.js'));
const code = readFileSync(`${dir}/${f}`, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/${f}.map`, 'utf8')));
const lines = code.split('\n');
const sizes = {};
const mappings = [];
map.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i];
  const n = mappings[i + 1];
  const end =
    n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
  const src = (m.source || '?').replace(/^(\.\.\/)+/, '');
  sizes[src] = (sizes[src] || 0) + (end - m.generatedColumn);
}
console.log(
  Object.entries(sizes)
    .filter(([k]) => !k.includes('react-dom'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 400)
    .map(([k, v]) => `${(v / 1024).toFixed(1)}KB ${k}`)
    .join('\n'),
);
