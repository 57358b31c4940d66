import { request, createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * What an ingress in front of a split platform does, in a few lines: websocket upgrades (`/ws`) go to the
 * first gateway that accepts a connection, in the order given, so when one dies new sockets land on the
 * next (no stickiness: a reconnect may reach any gateway); every other request goes to the API.
 */
export const startTestIngress = async (apiUrl: string, gatewayUrls: readonly string[]) => {
  const api = new URL(apiUrl);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: api.hostname, port: api.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });

  const upstreamSocket = (index = 0): Promise<Socket | null> =>
    new Promise((resolve) => {
      const gateway = gatewayUrls[index];
      if (!gateway) return resolve(null);
      const { hostname, port } = new URL(gateway);
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => resolve(socket));
      socket.once('error', () => resolve(upstreamSocket(index + 1)));
    });

  // The upgrade request is replayed to the chosen gateway as it came, then bytes flow both ways.
  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    void upstreamSocket().then((upstream) => {
      if (!upstream) return client.destroy();
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      upstream.pipe(client).pipe(upstream);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
