// A TypeScript module of the repo, bundled with esbuild and imported, for the scripts that write
// docs from the code (`npm run docs`): Node 20 runs no TypeScript of its own.
import { build } from 'esbuild';

export async function importBundled(entry) {
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const source = bundled.outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}
