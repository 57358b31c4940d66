/**
 * `KAFKA_BROKERS` as a list (comma-separated host:port, blanks dropped). Kept out of kafka-connection.ts: reading the
 * setting must not load the Kafka client.
 */
export const parseBrokers = (value: string): string[] =>
  value
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
