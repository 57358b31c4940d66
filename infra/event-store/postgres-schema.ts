import type pg from 'pg';

/** Names of the store's objects inside its own schema, so read-model tables never collide with them. */
export type EventStoreNames = Readonly<{
  schema: string;
  events: string;
  streams: string;
  append: string;
  appendMany: string;
  channel: string;
}>;

export const eventStoreNames = (schema: string): EventStoreNames => {
  // Interpolated into SQL, so only plain lower-case identifiers are accepted.
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(schema)) throw new Error(`Invalid event store schema name '${schema}'`);
  return {
    schema,
    events: `${schema}.events`,
    streams: `${schema}.streams`,
    append: `${schema}.append_to_stream`,
    appendMany: `${schema}.append_many`,
    channel: `${schema}_appended`,
  };
};

/** The store's objects when no other schema is asked for: the platform's log. */
export const DEFAULT_EVENT_STORE_SCHEMA = 'event_store';

/** SQLSTATE the append function raises when event ids are already stored under another call's shape. */
export const DUPLICATE_ID_MISUSE = 'EV001';

/** Name Postgres gives the unique index on event ids; a violation means a concurrent copy of the append won. */
export const eventIdConstraint = 'events_id_key';

/**
 * The append runs as one plpgsql call (one round trip). A retried append is recognised by its stored
 * ids before anything else. Then the stream is claimed: created, or its revision moved only if the
 * expectation holds, in one statement that also waits for a concurrent claimer. A failed claim writes
 * nothing; it re-checks the ids, since it may have waited for a concurrent copy of this very append
 * (volatile functions take a fresh snapshot per statement), and otherwise reports the mismatch.
 */
const appendFunction = (n: EventStoreNames) => `
CREATE OR REPLACE FUNCTION ${n.append}(p_stream_id text, p_expected text, p_revision bigint, p_events jsonb, p_notify boolean)
RETURNS TABLE (outcome text, last_revision bigint, last_position bigint, last_transaction_id xid8)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_ids uuid[] := ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x);
  v_previous bigint;
  v_claimed boolean := false;
  v_stored int;
  v_foreign text;
BEGIN
  FOR v_pass IN 1..2 LOOP
    SELECT count(*), min(e.stream_id) FILTER (WHERE e.stream_id <> p_stream_id) INTO v_stored, v_foreign
    FROM ${n.events} e WHERE e.id = ANY (v_ids);
    IF v_foreign IS NOT NULL THEN
      RAISE EXCEPTION 'Event ids already stored in stream %', v_foreign USING ERRCODE = '${DUPLICATE_ID_MISUSE}';
    ELSIF v_stored = v_count THEN
      RETURN QUERY SELECT 'duplicate'::text, e.revision, e.position, e.transaction_id
        FROM ${n.events} e WHERE e.id = ANY (v_ids) ORDER BY e.revision DESC LIMIT 1;
      RETURN;
    ELSIF v_stored > 0 THEN
      RAISE EXCEPTION 'Only % of % event ids are already stored in stream %', v_stored, v_count, p_stream_id USING ERRCODE = '${DUPLICATE_ID_MISUSE}';
    END IF;
    EXIT WHEN v_pass = 2;

    IF p_expected IN ('no_stream', 'any') THEN
      INSERT INTO ${n.streams} (stream_id, revision) VALUES (p_stream_id, v_count - 1) ON CONFLICT (stream_id) DO NOTHING;
      IF FOUND THEN
        v_previous := -1;
        v_claimed := true;
      END IF;
    END IF;
    IF NOT v_claimed AND p_expected <> 'no_stream' THEN
      -- After waiting for a concurrent claimer, Postgres re-evaluates the condition on the newest row.
      UPDATE ${n.streams} s SET revision = s.revision + v_count
      WHERE s.stream_id = p_stream_id AND (p_expected <> 'revision' OR s.revision = p_revision)
      RETURNING s.revision - v_count INTO v_previous;
      v_claimed := FOUND;
    END IF;
    EXIT WHEN v_claimed;
  END LOOP;

  IF NOT v_claimed THEN
    RETURN QUERY SELECT 'wrong_expected_version'::text, (SELECT s.revision FROM ${n.streams} s WHERE s.stream_id = p_stream_id), NULL::bigint, NULL::xid8;
    RETURN;
  END IF;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO ${n.events} (id, stream_id, revision, type, data, metadata)
    SELECT (x.value->>'id')::uuid, p_stream_id, v_previous + x.n, x.value->>'type', x.value->'data', x.value->'metadata'
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(value, n)
    ORDER BY x.n
    RETURNING revision, position, transaction_id
  )
  SELECT 'appended'::text, i.revision, i.position, i.transaction_id FROM inserted i ORDER BY i.revision DESC LIMIT 1;

  -- Delivered on commit only; subscribers also poll, since an abort or an unrelated transaction never notifies.
  IF p_notify THEN PERFORM pg_notify('${n.channel}', ''); END IF;
END
$fn$;`;

/** Outcomes append_many adds to append_to_stream's, for an append that could not run inside its batch. */
export const BATCH_RETRY = 'retry';
export const BATCH_MISUSE = 'misuse';

/** SQLSTATE append_many raises inside its set-wise path to give the batch to the one-by-one loop. */
const SET_WISE_DECLINED = 'EV002';

/**
 * Group commit: several appends in one transaction (one round trip, one commit flush).
 *
 * The usual batch (appends to distinct streams, every event id new, every expectation met) is written
 * set-wise: one id probe, the stream rows locked in stream order, every claim in one statement and every
 * event in one INSERT, instead of a function call, a subtransaction and three statements per append.
 * Anything else gives the whole batch to the loop below (the set-wise writes are undone first): a
 * repeated stream, a stored id, an unmet expectation (it may have waited for a concurrent copy of this
 * very append, which the loop tells apart), an id index lost to a concurrent copy, a deadlock.
 *
 * The loop runs append_to_stream unchanged for each append inside its own BEGIN … EXCEPTION block, a
 * subtransaction, so an append that fails writes nothing of its own and leaves its batch-mates standing: a
 * concurrent copy of it winning the id index answers 'retry' (the caller runs it again and reads
 * 'duplicate'), misused ids answer 'misuse'. The caller keeps batches under 64 appends: more
 * subtransactions than a backend caches make every snapshot in the cluster slower. One NOTIFY for the
 * whole batch.
 */
const appendManyFunction = (n: EventStoreNames) => `
CREATE OR REPLACE FUNCTION ${n.appendMany}(p_appends jsonb, p_notify boolean)
RETURNS TABLE (ordinal int, outcome text, last_revision bigint, last_position bigint, last_transaction_id xid8, message text)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_append jsonb;
  v_ordinal int;
  v_result record;
  v_appended boolean := false;
  v_constraint text;
  v_streams text[] := ARRAY(SELECT x.value->>'stream_id' FROM jsonb_array_elements(p_appends) x);
  v_previous bigint[];
  v_ordinals int[];
  v_revisions bigint[];
  v_positions bigint[];
  v_transactions xid8[];
BEGIN
  IF cardinality(v_streams) > 1
    AND cardinality(v_streams) = (SELECT count(DISTINCT s) FROM unnest(v_streams) s)
    AND NOT EXISTS (
      SELECT 1 FROM ${n.events} e
      WHERE e.id = ANY (ARRAY(SELECT (y.value->>'id')::uuid FROM jsonb_array_elements(p_appends) x, jsonb_array_elements(x.value->'events') y))
    )
  THEN
    BEGIN
      -- In stream order, as the one-by-one loop locks them: two batches cannot deadlock on stream rows.
      PERFORM 1 FROM ${n.streams} s WHERE s.stream_id = ANY (v_streams) ORDER BY s.stream_id FOR UPDATE;
      -- New streams are created and existing ones moved in one statement; neither part sees the other's rows.
      WITH request AS (
        SELECT x.n::int AS ordinal, x.value->>'stream_id' AS stream_id, x.value->>'expected' AS expected,
          (x.value->>'revision')::bigint AS revision, jsonb_array_length(x.value->'events') AS count
        FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(value, n)
      ), created AS (
        INSERT INTO ${n.streams} (stream_id, revision)
        SELECT r.stream_id, r.count - 1 FROM request r WHERE r.expected IN ('no_stream', 'any') ORDER BY r.stream_id
        ON CONFLICT (stream_id) DO NOTHING
        RETURNING stream_id, revision
      ), moved AS (
        UPDATE ${n.streams} s SET revision = s.revision + r.count FROM request r
        -- The ANY lets the planner reach the rows by the primary key; it cannot know how few the request has.
        WHERE s.stream_id = ANY (v_streams) AND s.stream_id = r.stream_id
          AND r.expected <> 'no_stream' AND (r.expected <> 'revision' OR s.revision = r.revision)
        RETURNING s.stream_id, s.revision
      ), claimed AS (SELECT * FROM created UNION ALL SELECT * FROM moved)
      SELECT array_agg(c.revision - r.count ORDER BY r.ordinal) INTO v_previous
      FROM request r JOIN claimed c USING (stream_id);
      IF coalesce(cardinality(v_previous), 0) <> cardinality(v_streams) THEN
        RAISE EXCEPTION 'an expectation is not met' USING ERRCODE = '${SET_WISE_DECLINED}';
      END IF;
      WITH inserted AS (
        INSERT INTO ${n.events} (id, stream_id, revision, type, data, metadata)
        SELECT (y.value->>'id')::uuid, x.value->>'stream_id', v_previous[x.n] + y.n, y.value->>'type', y.value->'data', y.value->'metadata'
        FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(value, n),
          jsonb_array_elements(x.value->'events') WITH ORDINALITY AS y(value, n)
        ORDER BY x.n, y.n
        RETURNING stream_id, revision, position, transaction_id
      ), last AS (SELECT DISTINCT ON (i.stream_id) i.* FROM inserted i ORDER BY i.stream_id, i.revision DESC)
      SELECT array_agg(array_position(v_streams, l.stream_id)), array_agg(l.revision), array_agg(l.position), array_agg(l.transaction_id)
      INTO v_ordinals, v_revisions, v_positions, v_transactions FROM last l;
      RETURN QUERY SELECT o, 'appended'::text, r, p, t, NULL::text FROM unnest(v_ordinals, v_revisions, v_positions, v_transactions) AS u(o, r, p, t);
      IF p_notify THEN PERFORM pg_notify('${n.channel}', ''); END IF;
      RETURN;
    EXCEPTION
      WHEN unique_violation OR deadlock_detected OR SQLSTATE '${SET_WISE_DECLINED}' THEN NULL;
    END;
  END IF;

  FOR v_append, v_ordinal IN SELECT x.value, x.n::int FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(value, n) LOOP
    BEGIN
      SELECT * INTO v_result FROM ${n.append}(v_append->>'stream_id', v_append->>'expected', (v_append->>'revision')::bigint, v_append->'events', false);
      v_appended := v_appended OR v_result.outcome = 'appended';
      RETURN QUERY SELECT v_ordinal, v_result.outcome, v_result.last_revision, v_result.last_position, v_result.last_transaction_id, NULL::text;
    EXCEPTION
      WHEN unique_violation THEN
        GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
        IF v_constraint <> '${eventIdConstraint}' THEN RAISE; END IF;
        RETURN QUERY SELECT v_ordinal, '${BATCH_RETRY}'::text, NULL::bigint, NULL::bigint, NULL::xid8, SQLERRM;
      WHEN SQLSTATE '${DUPLICATE_ID_MISUSE}' THEN
        RETURN QUERY SELECT v_ordinal, '${BATCH_MISUSE}'::text, NULL::bigint, NULL::bigint, NULL::xid8, SQLERRM;
    END;
  END LOOP;
  IF p_notify AND v_appended THEN PERFORM pg_notify('${n.channel}', ''); END IF;
END
$fn$;`;

/**
 * Creates the schema idempotently. The advisory lock serialises two processes starting at once,
 * which CREATE ... IF NOT EXISTS and CREATE OR REPLACE FUNCTION alone do not survive.
 */
export const ensureEventStoreSchema = async (pool: pg.Pool, n: EventStoreNames): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`event-store-schema:${n.schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${n.schema}`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${n.streams} (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL
      )`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${n.events} (
        position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        id uuid NOT NULL CONSTRAINT ${eventIdConstraint} UNIQUE,
        stream_id text NOT NULL,
        revision bigint NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        UNIQUE (stream_id, revision)
      )`);
    // The global order is (transaction_id, position); readAll pages along this index.
    await client.query(`CREATE INDEX IF NOT EXISTS events_global_order ON ${n.events} (transaction_id, position)`);
    // The first version had no p_notify; an overload left behind would only confuse readers of the schema.
    await client.query(`DROP FUNCTION IF EXISTS ${n.append}(text, text, bigint, jsonb)`);
    await client.query(appendFunction(n));
    await client.query(appendManyFunction(n));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
};
