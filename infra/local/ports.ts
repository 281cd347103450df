import { createServer } from 'node:net';

/** A port nobody listens on now (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** Fails clearly when a fixed port (the gateway's) is taken, instead of talking to a stranger. */
export const assertPortFree = (port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} is in use. Stop what uses it, or set PORT to another port.`)),
    );
    server.listen(port, () => server.close(() => resolve()));
  });

export const waitFor = async (
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
};
