import type { Knex } from 'knex';

export const name = '250-report-timeline-staffing';

export async function up(knex: Knex): Promise<void> {
  // The report timeline now also keeps registrations and the queue and availability events of the fair-wide
  // report's staffing (docs/adr/report-as-of.md, the fair-wide report's time control): its projector replays the log from the start. Rows are keyed by
  // position, so the events it already holds are not written twice.
  await knex('projection_checkpoints').where({ projector: 'reportTimeline' }).delete();
}

export async function down(): Promise<void> {
  // Nothing to undo: the timeline keeps more rows, which the older code does not read.
}
