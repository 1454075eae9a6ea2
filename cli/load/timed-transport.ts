// The load run's measuring point: every request of a virtual customer passes here, so latency is
// the transport's (the wire and the gateway), not the domain's work around it.
import type { Transport } from '../../adapters/http/transport.ts';
import type { LoadRecorder } from './load-recorder.ts';

export function timedTransport(inner: Transport, recorder: LoadRecorder, now: () => number): Transport {
  return {
    send: async (request) => {
      const started = now();
      const result = await inner.send(request);
      recorder.record(request, result, now() - started);
      return result;
    },
  };
}
