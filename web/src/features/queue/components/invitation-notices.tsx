import { Button, Callout } from '@blueprintjs/core';
import type { InvitationView } from '../../../../../domain/invitation/invitation-view';
import { LOBBY_TEXTS } from '../queue-texts';

type InvitationNoticesProps = Readonly<{ invitations: readonly InvitationView[]; onGoToBooth: (boothId: string) => void }>;

/** One notice per booth that invited the seeker and is still waiting for them, newest first, each with the way in. */
export const InvitationNotices = ({ invitations, onGoToBooth }: InvitationNoticesProps) =>
  invitations.length === 0 ? null : (
    <div className="lobby__invitations" role="status" aria-live="polite">
      {invitations.map((invitation) => (
        <Callout key={invitation.invitationId} intent="primary" icon="envelope" compact data-testid="lobby-invitation">
          <div className="lobby__invitation">
            <span>{LOBBY_TEXTS.invitedTo(invitation.boothName)}</span>
            <Button intent="primary" text={LOBBY_TEXTS.goToBooth} onClick={() => onGoToBooth(invitation.boothId)} />
          </div>
        </Callout>
      ))}
    </div>
  );
