/**
 * A waiting candidate whose last websocket closed keeps their place this long; a
 * reload or reconnect within it changes nothing, after it the server takes them out of the queue
 * (QueueLeft reason ConnectionLost). The web client shows it on the reconnecting banner.
 */
export const QUEUE_CONNECTION_GRACE_MS = 60_000;
