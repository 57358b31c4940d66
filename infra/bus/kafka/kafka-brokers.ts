/** `KAFKA_BROKERS` as a list: comma-separated host:port, blanks dropped. Apart from the client, which loads only when set. */
export const parseBrokers = (value: string): string[] =>
  value
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
