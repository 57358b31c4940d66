import type { Knex } from 'knex';
import type { InvitationView } from '../../domain/invitation/invitation-view';
import type { BoothInvitationRow } from './rows';

type Row = BoothInvitationRow & Readonly<{ booth_name: string }>;

const toView = (row: Row): InvitationView => ({
  invitationId: row.invitation_id,
  boothId: row.booth_id,
  boothName: row.booth_name,
  jobFairId: row.job_fair_id,
  organizationId: row.organization_id,
  jobSeekerId: row.job_seeker_id,
  status: row.status,
  invitedBy: row.invited_by,
  sentAt: new Date(row.sent_at).toISOString(),
  changedAt: new Date(row.changed_at).toISOString(),
});

/** Invitations of live booths only: a deleted booth invites nobody any more. */
const ofLiveBooths = (db: Knex) =>
  db<Row>('booth_invitations as i')
    .join('booths as b', 'b.id', 'i.booth_id')
    .whereNull('b.deleted_at')
    .select<Row[]>('i.*', 'b.name as booth_name');

/** A job seeker's latest invitation from each booth of a fair, newest change first (spec 3 §7 invite changes by candidate). */
export const seekerInvitations = async (db: Knex, jobFairId: string, jobSeekerId: string): Promise<InvitationView[]> =>
  (await ofLiveBooths(db).where({ 'i.job_fair_id': jobFairId, 'i.job_seeker_id': jobSeekerId }).orderBy('i.changed_at', 'desc')).map(
    toView,
  );

/** A booth's latest invitation of each job seeker it invited. */
export const boothInvitations = async (db: Knex, jobFairId: string, boothId: string): Promise<InvitationView[]> =>
  (await ofLiveBooths(db).where({ 'i.job_fair_id': jobFairId, 'i.booth_id': boothId }).orderBy('i.sent_at', 'desc')).map(toView);

/** One booth's latest invitation of one job seeker, or null. */
export const findBoothInvitation = async (db: Knex, boothId: string, jobSeekerId: string): Promise<InvitationView | null> => {
  const row = await ofLiveBooths(db).where({ 'i.booth_id': boothId, 'i.job_seeker_id': jobSeekerId }).first();
  return row ? toView(row) : null;
};
