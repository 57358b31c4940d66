import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { CHOOSABLE_PRESENCE, type PresenceStatus } from '../../../../domain/presence/presence';
import { useChoosePresence, useMyPresence } from '../../components/presence/my-presence';
import { PresenceBadge } from '../../components/presence/presence-badge';
import { PRESENCE_LABELS } from '../../components/presence/presence-texts';
import type { SessionUser } from '../../lib/stored-session';
import { NAV_TEXTS } from './nav-texts';

type ProfileMenuProps = Readonly<{
  user: SessionUser;
  /** Only Applicants see 'My Profile' (spec 1 §2.4); its path is null while no job fair is open. */
  profile?: { path: string | null };
  /** People others see in a fair (job seekers, recruiters) choose Online or Away; the fair they are looking at, if any. */
  presence?: { jobFairId: string | null };
}>;

/**
 * Online or Away (spec 1 §4.4): the spec names the choice but not where it is made; the menu under one's
 * name is where people look for it, and the name carries an Away tag so nobody forgets they stepped away.
 */
const PresenceChoice = ({ userId, current, jobFairId }: { userId: string; current: PresenceStatus | null; jobFairId: string | null }) => {
  const choose = useChoosePresence(userId);
  return (
    <>
      <MenuDivider
        title={
          <span data-testid="my-presence">
            {NAV_TEXTS.status} <PresenceBadge status={current} />
          </span>
        }
      />
      {CHOOSABLE_PRESENCE.map((status) => (
        <MenuItem
          key={status}
          icon={status === 'AWAY' ? 'moon' : 'record'}
          text={PRESENCE_LABELS[status]}
          roleStructure="listoption"
          selected={current === status}
          disabled={choose.isPending}
          onClick={() => choose.mutate({ presenceStatus: status, jobFairId })}
        />
      ))}
      <MenuDivider />
    </>
  );
};

export const ProfileMenu = ({ user, profile, presence }: ProfileMenuProps) => {
  const navigate = useNavigate();
  const current = useMyPresence(presence ? user.userId : null).data ?? null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          {presence && <PresenceChoice userId={user.userId} current={current} jobFairId={presence.jobFairId} />}
          {profile && (
            <MenuItem
              icon="person"
              text={NAV_TEXTS.myProfile}
              disabled={profile.path === null}
              onClick={() => profile.path && void navigate({ to: profile.path })}
            />
          )}
          <MenuItem icon="log-out" text={NAV_TEXTS.signOut} onClick={() => void navigate({ to: '/logout' })} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="user" endIcon="caret-down" data-testid="profile-menu">
        {name}
        {presence && current === 'AWAY' && (
          <span className="profile-menu__away">
            <PresenceBadge status={current} />
          </span>
        )}
      </Button>
    </PopoverNext>
  );
};
