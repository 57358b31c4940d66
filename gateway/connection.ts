import WebSocket from 'ws';
import type { Principal } from '../domain/auth/roles';
import type { ServerMessage } from '../domain/realtime/protocol';
import type { GatewayLogger } from './logger';
import { emptyPresence, type PresenceRecord } from './presence';

/** One authenticated websocket and what the gateway remembers about it. */
export type Connection = {
  readonly id: number;
  readonly socket: WebSocket;
  readonly principal: Principal;
  readonly sessionId: string;
  /** When the access token the socket last authenticated with expires (ms); the socket closes then. */
  tokenExpiresAt: number;
  presence: PresenceRecord;
  /** Heartbeats sent since the last sign of life (pong or message). */
  missedHeartbeats: number;
  /** Messages are handled one after another so subscribe → resync keeps its order. */
  inbox: Promise<void>;
  /** Presence reports of this connection, in order: its close is reported after its open. */
  presenceReports: Promise<void>;
  /** Its open was reported to the presence tracker (an auditor's never is), so its fair and close are too. */
  presenceTracked: boolean;
};

export const createConnection = (
  id: number,
  socket: WebSocket,
  principal: Principal & { sessionId: string },
  tokenExpiresAt: number,
): Connection => ({
  id,
  socket,
  principal,
  sessionId: principal.sessionId,
  tokenExpiresAt,
  presence: emptyPresence(),
  missedHeartbeats: 0,
  inbox: Promise.resolve(),
  presenceReports: Promise.resolve(),
  presenceTracked: false,
});

export type Sender = Readonly<{
  /**
   * Sends a serialized text frame unless the client stopped reading; returns whether it was sent. A
   * Buffer (UTF-8) is sent as it is, so one buffer serialized for many clients is encoded once.
   */
  sendFrame(connection: Connection, frame: string | Buffer): boolean;
  send(connection: Connection, message: ServerMessage): boolean;
}>;

/**
 * A client that stops reading makes `bufferedAmount` grow with every push; past the limit the
 * socket is terminated so one slow reader cannot grow server memory without bound.
 */
export const createSender = (maxBufferedBytes: number, logger: GatewayLogger): Sender => {
  const sendFrame = (connection: Connection, frame: string | Buffer): boolean => {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (socket.bufferedAmount > maxBufferedBytes) {
      logger.warn(
        { connectionId: connection.id, userId: connection.principal.userId, bufferedAmount: socket.bufferedAmount, maxBufferedBytes },
        'websocket client stopped reading; terminating',
      );
      socket.terminate();
      return false;
    }
    socket.send(frame, { binary: false });
    return true;
  };
  return { sendFrame, send: (connection, message) => sendFrame(connection, JSON.stringify(message)) };
};
