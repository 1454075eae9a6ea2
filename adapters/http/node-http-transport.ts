// The Transport over Node's own `http` and `https` clients (the CLI's live runs). Node's `fetch`
// answers through WHATWG streams and loads its bundled undici on the first call: for a run of
// fifteen small JSON calls that was about 50 ms of CPU, more than the calls themselves. The
// request's timeout covers connecting, the headers and the body; nothing is thrown.
import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from 'node:http';
import type { HttpResponse, Transport, TransportResult } from './transport.ts';
import { classifyError } from './transport-errors.ts';

function headersOf(raw: IncomingMessage['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value !== undefined) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

type RequestFn = typeof httpRequest;

interface Client {
  readonly request: RequestFn;
  readonly agent: HttpAgent;
}

// Connections are kept alive between the calls of a process (the probe's one serves the run), as
// fetch keeps them. TLS is loaded only when a URL asks for it (a local gateway is plain HTTP).
let http: Client | undefined;
let https: Promise<Client> | undefined;

function clientFor(url: URL): Client | Promise<Client> | null {
  if (url.protocol === 'http:') {
    http ??= { request: httpRequest, agent: new HttpAgent({ keepAlive: true }) };
    return http;
  }
  if (url.protocol !== 'https:') return null;
  https ??= import('node:https').then((m) => ({
    request: m.request as RequestFn,
    agent: new m.Agent({ keepAlive: true }),
  }));
  return https;
}

export function nodeHttpTransport(): Transport {
  return {
    async send(request): Promise<TransportResult> {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch (error) {
        return { ok: false, failure: classifyError(error) };
      }
      const client = await clientFor(url);
      if (client === null)
        return { ok: false, failure: { kind: 'network', detail: `unsupported protocol ${url.protocol}` } };
      return new Promise<TransportResult>((resolve) => {
        let settled = false;
        let timedOut = false;
        const settle = (result: TransportResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(result);
        };
        const fail = (error: unknown) =>
          settle({ ok: false, failure: timedOut ? { kind: 'timeout' } : classifyError(error) });
        const headers: Record<string, string | number> = { ...request.headers };
        const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
        if (body !== undefined) headers['content-length'] = body.length;
        let outgoing: ClientRequest;
        try {
          outgoing = client.request(url, { method: request.method, headers, agent: client.agent });
        } catch (error) {
          fail(error);
          return;
        }
        // The timeout covers the body too: a server that stalls mid-body is a timeout.
        const timer = setTimeout(() => {
          timedOut = true;
          outgoing.destroy(new Error('request timed out'));
        }, request.timeoutMs);
        outgoing.on('error', fail);
        outgoing.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', fail);
          response.on('aborted', () => fail(new Error('the connection closed mid-answer')));
          response.on('end', () => {
            if (!response.complete) {
              fail(new Error('the connection closed mid-answer'));
              return;
            }
            const answer: HttpResponse = {
              status: response.statusCode ?? 0,
              headers: headersOf(response.headers),
              body: Buffer.concat(chunks).toString('utf8'),
            };
            settle({ ok: true, response: answer });
          });
        });
        outgoing.end(body);
      });
    },
  };
}
