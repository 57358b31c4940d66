import { defineProjector } from '../projector';
import { boothInvitationsKey, seekerInvitationsKey } from '../queries/change-keys';

/**
 * A booth's latest invitation of each job seeker (spec 3 §7 invite changes by candidate). Every invitation
 * stream opens with InvitationSent, which writes the row (a newer invitation replaces it); a withdrawal or
 * an acceptance only moves its status. Rows carry the stream revision, so a replayed event changes nothing.
 */
export const boothInvitationsProjector = defineProjector({
  name: 'boothInvitations',
  handles: ['InvitationSent', 'InvitationWithdrawn', 'InvitationAccepted'],
  tables: ['booth_invitations'],
  apply: async (trx, event) => {
    const { invitationId, boothId, jobFairId, organizationId, jobSeekerId } = event.data;
    const revision = String(event.revision);
    if (event.type === 'InvitationSent')
      await trx.raw(
        `INSERT INTO booth_invitations (booth_id, job_seeker_id, invitation_id, job_fair_id, organization_id, status, invited_by, sent_at, changed_at, revision)
         VALUES (?, ?, ?, ?, ?, 'Pending', ?, ?, ?, ?)
         ON CONFLICT (booth_id, job_seeker_id) DO UPDATE SET invitation_id = EXCLUDED.invitation_id, status = EXCLUDED.status,
           invited_by = EXCLUDED.invited_by, sent_at = EXCLUDED.sent_at, changed_at = EXCLUDED.changed_at, revision = EXCLUDED.revision
         WHERE booth_invitations.revision < EXCLUDED.revision`,
        [
          boothId,
          jobSeekerId,
          invitationId,
          jobFairId,
          organizationId,
          event.data.invitedBy,
          event.data.sentAt,
          event.data.sentAt,
          revision,
        ],
      );
    else
      await trx('booth_invitations')
        .where({ booth_id: boothId, job_seeker_id: jobSeekerId })
        .andWhere('revision', '<', revision)
        .update({
          status: event.type === 'InvitationAccepted' ? 'Accepted' : 'Withdrawn',
          changed_at: event.type === 'InvitationAccepted' ? event.data.acceptedAt : event.data.withdrawnAt,
          revision,
        });
    return [seekerInvitationsKey(jobFairId, jobSeekerId), boothInvitationsKey(boothId)];
  },
});
