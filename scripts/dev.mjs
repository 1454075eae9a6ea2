// `npm run dev`: the reference gateway (in memory, the default seed) and Vite's dev server with hot
// reload in front of it, forwarding every gateway path (web/gateway-paths.ts), so the app stays
// same-origin as in production. JUMUN_GATEWAY=URL uses a gateway already running instead.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const external = process.env.JUMUN_GATEWAY;
let gateway = null;
if (external === undefined) {
  const port = process.env.JUMUN_GATEWAY_PORT ?? '8080';
  process.env.JUMUN_GATEWAY = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, ['bin/jumun.js', 'serve', '--db', 'memory', '--port', port, '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  gateway.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`the gateway stopped (exit ${code}); is port ${port} in use? set JUMUN_GATEWAY_PORT`);
      process.exit(1);
    }
  });
}

const server = await createServer({ configFile: 'web/vite.config.ts' });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
console.log(`\n  jumun dev: open ${url}  (gateway ${process.env.JUMUN_GATEWAY}; Ctrl+C stops both)\n`);

const stop = async () => {
  await server.close();
  gateway?.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
