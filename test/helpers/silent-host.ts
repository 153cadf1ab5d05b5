import net from 'node:net';

/**
 * A database host that takes connections and then says nothing (a hung server, a
 * network cut after the handshake): what only the server's own time bounds turn
 * into an answer. `connections` counts the sockets it was sent.
 */
export async function startSilentHost(): Promise<{ url: string; connections(): number; close(): Promise<void> }> {
  const held = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    held.add(socket);
    socket.on('close', () => held.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://nobody@127.0.0.1:${port}/none`,
    connections: () => count,
    close: async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
