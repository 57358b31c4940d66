import type { Knex } from 'knex';

/** Fairs whose reminders may be due: activated ones (a template saved for ReminderBeforeJobFairStart plans them all again). */
export const activatedJobFairIds = async (db: Knex): Promise<string[]> =>
  (await db('jobfairs').where({ is_activated: true }).select('id')).map((row: { id: string }) => row.id);
