import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that a test can cut: `cut()` closes every
 * open connection and stops listening (new connections are refused, as when PostgreSQL is
 * stopped); `restore()` listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    const s = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const sock of [client, upstream]) {
        sockets.add(sock);
        sock.on('close', () => sockets.delete(sock));
        sock.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
    port = (s.address() as { port: number }).port;
    server = s;
  };
  await listen();
  return {
    port: () => port,
    cut: async () => {
      const s = server;
      server = null;
      for (const sock of sockets) sock.destroy();
      await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
    },
    restore: listen,
    close: async () => {
      for (const sock of sockets) sock.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}
