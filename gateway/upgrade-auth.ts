import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The access token of the upgrade request: `?token=` because browsers cannot set headers on a
 * websocket, or an Authorization bearer header for other clients.
 */
export const upgradeToken = (request: IncomingMessage, url: URL): string | null => {
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
};

const REASONS: Record<number, string> = { 401: 'Unauthorized', 503: 'Service Unavailable' };

/** Answers the upgrade with a plain HTTP error and closes the TCP socket. */
export const refuseUpgrade = (socket: Duplex, status: number, message: string) => {
  if (socket.destroyed) return;
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
};
