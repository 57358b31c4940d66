import type { Knex } from 'knex';

// The audiences of spec 3 §6 and spec 2 §2.1, read when a message is sent (its receipts) and when a user
// subscribes to a topic (whether it addresses them). domain/message/message-topic.ts names them.

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** Applicant: job seekers whose last presence was this fair (spec 3 §6). */
export const fairApplicantIds = async (db: Knex, jobFairId: string): Promise<string[]> =>
  ids(
    await db('user_presence as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('p.last_presence_job_fair_id', jobFairId)
      .whereNull('u.removed_at')
      .whereRaw(`u.roles \\? 'Applicant'`)
      .select('u.id'),
  );

/** Recruiter: the organization's employer admins and recruiters (spec 3 §6). */
export const organizationStaffIds = async (db: Knex, organizationId: string): Promise<string[]> =>
  ids(
    await db('users')
      .where({ organization_id: organizationId })
      .whereNull('removed_at')
      .whereRaw(`roles \\?| array['EmployerAdmin', 'Recruiter']`)
      .select('id'),
  );

/** Queue: job seekers in the booth's queue, or one of its groups' queues, now (waiting, next or called). */
export const boothQueueSeekerIds = async (db: Knex, boothId: string): Promise<string[]> =>
  ids(await db('queue_entries').where({ booth_id: boothId }).distinct('seeker_id as id'));

/** Booth: job seekers who ever opened the booth's page or entered its queue (the report's visitors and entrants). */
export const boothVisitorIds = async (db: Knex, boothId: string): Promise<string[]> =>
  ids(
    (
      await db.raw<{ rows: { id: string }[] }>(
        `SELECT user_id AS id FROM report_booth_visitors WHERE booth_id = ? UNION SELECT user_id FROM report_booth_entrants WHERE booth_id = ?`,
        [boothId, boothId],
      )
    ).rows,
  );

export const isInBoothQueue = async (db: Knex, boothId: string, userId: string): Promise<boolean> =>
  (await db('queue_entries').where({ booth_id: boothId, seeker_id: userId }).first('id')) !== undefined;

export const hasVisitedBooth = async (db: Knex, boothId: string, userId: string): Promise<boolean> =>
  (
    await db.raw<{ rows: unknown[] }>(
      `SELECT 1 FROM report_booth_visitors WHERE booth_id = ? AND user_id = ? UNION ALL SELECT 1 FROM report_booth_entrants WHERE booth_id = ? AND user_id = ? LIMIT 1`,
      [boothId, userId, boothId, userId],
    )
  ).rows.length > 0;

/** The booths whose queue a user is in now, and those they ever visited or entered, in one fair (their booth topics). */
export const boothsOfSeeker = async (db: Knex, jobFairId: string, userId: string): Promise<{ queued: string[]; visited: string[] }> => {
  const queued: { id: string }[] = await db('queue_entries')
    .where({ job_fair_id: jobFairId, seeker_id: userId })
    .distinct('booth_id as id');
  const visited = await db.raw<{ rows: { id: string }[] }>(
    `SELECT booth_id AS id FROM report_booth_visitors WHERE job_fair_id = ? AND user_id = ? UNION SELECT booth_id FROM report_booth_entrants WHERE job_fair_id = ? AND user_id = ?`,
    [jobFairId, userId, jobFairId, userId],
  );
  return { queued: ids(queued), visited: ids(visited.rows) };
};
