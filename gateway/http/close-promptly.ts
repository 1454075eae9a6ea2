// Stopping the gateway without waiting on its customers' browsers. Fastify's close stops listening
// and closes the connections idle at that moment, but a browser holds others open: one it opened
// before it had a request to send (Node counts it busy until its headers time out, a minute or
// more), and one whose request was being read or answered (it then stays open for the keep-alive,
// Fastify's 72 s). So while the close is under way each connection is closed as soon as it has
// nothing in flight, and whatever is still open after a grace is cut.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long answers in flight may take to finish once the gateway is stopping. */
export const CLOSE_GRACE_MS = 2_000;
const SWEEP_MS = 25;

export function closeConnectionsPromptly(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): void {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('preClose', (done) => {
    const sweep = setInterval(() => {
      app.server.closeIdleConnections();
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    }, SWEEP_MS);
    const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
    app.server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(cut);
    });
    done();
  });
}
