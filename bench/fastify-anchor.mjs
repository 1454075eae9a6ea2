// The anchor of the read rows: fastify + helmet (defaults) answering constant JSON objects at the
// paths the gateway serves them, so a row compares jumun with fastify's own speed for the same
// bytes. Run as its own process by bench/reads.bench.mjs: `node fastify-anchor.mjs <port> <bodies.json>`
// where bodies.json maps a path (with its query) to the answer.
import { readFileSync } from 'node:fs';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bodies = new Map(Object.entries(JSON.parse(readFileSync(String(file), 'utf8'))));
const app = Fastify({ logger: false });
await app.register(helmet);
const routes = new Map();
for (const [url, body] of bodies) {
  const path = url.split('?')[0];
  routes.set(path, body);
}
for (const [path, body] of routes) app.get(path, (_request, reply) => reply.send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('anchor is running');
