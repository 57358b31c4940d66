import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import type { SessionUser } from '../../lib/stored-session';
import { NAV_TEXTS } from './nav-texts';

type ProfileMenuProps = Readonly<{
  user: SessionUser;
  /** Only Applicants see 'My Profile' (spec 1 §2.4); its path is null while no job fair is open. */
  profile?: { path: string | null };
}>;

export const ProfileMenu = ({ user, profile }: ProfileMenuProps) => {
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
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
      <Button variant="minimal" icon="user" endIcon="caret-down" text={name} data-testid="profile-menu" />
    </PopoverNext>
  );
};
