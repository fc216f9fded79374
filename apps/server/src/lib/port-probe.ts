import net from 'node:net';

/**
 * Whether `port` on `host` can be listened on now. main.ts asks before it opens the database, so a
 * port already in use is reported at once rather than after seconds of database start-up. The real
 * listen still reports a port taken in between.
 */
export function isPortFree(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
