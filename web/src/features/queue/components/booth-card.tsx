import { Button, Card, Tag } from '@blueprintjs/core';
import type { BoothCardView } from '../../../../../domain/booth/booth-card';
import { cutDescription, LOBBY_TEXTS } from '../queue-texts';
import { BoothLogo } from '../../../components/booth-logo';

/** What admins additionally see on a card (spec 1 §2.5): logged-in recruiters and the number in queue. */
export type AdminCounts = Readonly<{ loggedInRecruiters: number; inQueue: number }>;
type BoothCardProps = Readonly<{
  booth: BoothCardView;
  inQueue: boolean;
  /** The booth's staff invited this seeker and they have not entered its queue yet. */
  invited: boolean;
  admin: AdminCounts | null;
  onEnter: () => void;
  onShowJobs: () => void;
}>;

/** A lobby card (spec 1 §2.5): logo, name, Featured, Invited, In Queue, cut description, recruiter and job counts, Enter Booth. */
export const BoothCard = ({ booth, inQueue, invited, admin, onEnter, onShowJobs }: BoothCardProps) => (
  <Card className="booth-card" elevation={1} role="article" aria-label={booth.name} data-testid="booth-card">
    <div className="booth-card__header">
      <BoothLogo imageKey={booth.companyImageUrl} name={booth.name} />
      <div className="booth-card__tags">
        {booth.isFeatured && (
          <Tag intent="primary" data-testid="booth-featured">
            {LOBBY_TEXTS.featured}
          </Tag>
        )}
        {invited && (
          <Tag intent="warning" icon="envelope" data-testid="booth-invited">
            {LOBBY_TEXTS.invitedMarker}
          </Tag>
        )}
        {inQueue && (
          <Tag intent="success" data-testid="booth-in-queue">
            {LOBBY_TEXTS.inQueueMarker}
          </Tag>
        )}
      </div>
    </div>
    <h3 className="booth-card__name">{booth.name}</h3>
    <p className="booth-card__description" data-testid="booth-description">
      {cutDescription(booth.description)}
    </p>
    <div className="booth-card__counts">
      <span data-testid="booth-recruiters">{LOBBY_TEXTS.recruiters(booth.recruiters.length)}</span>
      <Button variant="minimal" size="small" onClick={onShowJobs} data-testid="booth-jobs" text={LOBBY_TEXTS.jobs(booth.jobs.length)} />
    </div>
    {admin && (
      // Minimal tags set the admins' live numbers apart from what every job seeker sees.
      <div className="booth-card__counts" data-testid="booth-admin-counts" title={LOBBY_TEXTS.adminOnly}>
        <Tag minimal icon="person" intent={admin.loggedInRecruiters > 0 ? 'success' : 'none'} data-testid="booth-logged-in">
          {LOBBY_TEXTS.loggedInRecruiters(admin.loggedInRecruiters)}
        </Tag>
        <Tag minimal icon="people" intent={admin.inQueue > 0 ? 'warning' : 'none'} data-testid="booth-queue-length">
          {LOBBY_TEXTS.waitingAdmin(admin.inQueue)}
        </Tag>
      </div>
    )}
    <Button intent="primary" fill text={LOBBY_TEXTS.enterBooth} onClick={onEnter} />
  </Card>
);
