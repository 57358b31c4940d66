import { formatCheckpoint, type Event, type RecordedEvent } from '../../domain/shared/event';

/** An event as the store's tables hold it; bigint and xid8 columns arrive as strings. */
export type EventRow = {
  id: string;
  stream_id: string;
  revision: string;
  position: string;
  transaction_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
};

export const EVENT_COLUMNS = 'id, stream_id, revision, position, transaction_id, type, data, metadata';

export const toRecordedEvent = <E extends Event>(row: EventRow): RecordedEvent<E> =>
  ({
    id: row.id,
    type: row.type,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    checkpoint: formatCheckpoint(BigInt(row.transaction_id), BigInt(row.position)),
    data: row.data,
    metadata: row.metadata,
  }) as unknown as RecordedEvent<E>;
