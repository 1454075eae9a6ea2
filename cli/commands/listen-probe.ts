// Whether `jumun serve` can listen where it was asked, found out before the database and the seed
// are opened (seconds on PGlite): a port in use is said at once. The gateway's own listen still
// decides (another process may take the port in between), and says the same.
import { createServer } from 'node:net';

/** null when host:port could be listened on just now; else the error's code (EADDRINUSE, EACCES…). */
export function listenProbe(host: string, port: number): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'ERROR'));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}
