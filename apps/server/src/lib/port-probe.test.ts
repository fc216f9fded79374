import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/ports.js';
import { isPortFree } from './port-probe.js';

describe('port probe', () => {
  it('finds a free port free, and leaves it free', async () => {
    const port = await freePort();
    expect(await isPortFree(port, '127.0.0.1')).toBe(true);
    expect(await isPortFree(port, '127.0.0.1')).toBe(true);
  });

  it('finds a port some server listens on in use', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect(await isPortFree(port, '127.0.0.1')).toBe(false);
    } finally {
      server.close();
    }
  });

  it('takes port 0 (any port) as free without trying', async () => {
    expect(await isPortFree(0, '127.0.0.1')).toBe(true);
  });
});
