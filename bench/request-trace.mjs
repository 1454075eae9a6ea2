// Preloaded by bench/cli.bench.mjs into the CLI and its undici anchor (`node --import`): records
// when each HTTP request (undici's or Node's http client's) starts and ends, from the process's
// own clock (ms since it started), and writes them as JSON to the file JUMUN_REQUEST_TRACE names when the process exits. The
// CPU time (user and system) is written too: it depends less on the machine's load than the wall
// clock. The diagnostics channels are the clients' own, so the process under test is not changed.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';

const file = process.env.JUMUN_REQUEST_TRACE;
if (file !== undefined) {
  const requests = [];
  const open = new Map();
  subscribe('undici:request:create', ({ request }) => {
    const entry = {
      path: `${request.method} ${request.path.split('?')[0]}`,
      start: performance.now(),
      end: null,
    };
    open.set(request, entry);
    requests.push(entry);
  });
  const done = ({ request }) => {
    const entry = open.get(request);
    if (entry !== undefined) entry.end = performance.now();
  };
  subscribe('undici:request:trailers', done);
  subscribe('undici:request:error', done);
  // Node's own http client (the CLI's live transport) has channels of its own.
  subscribe('http.client.request.start', ({ request }) => {
    const entry = {
      path: `${request.method} ${request.path.split('?')[0]}`,
      start: performance.now(),
      end: null,
    };
    open.set(request, entry);
    requests.push(entry);
  });
  subscribe('http.client.response.finish', ({ request, response }) => {
    const entry = open.get(request);
    // The answer's headers are in; its body ends with the response's 'end'.
    if (entry !== undefined) response.once('end', () => (entry.end = performance.now()));
  });
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, JSON.stringify({ requests, exit: performance.now(), cpu: (user + system) / 1000 }));
  });
}
