import { Spinner } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { endSession } from '../../../stores/session-store';
import { signOut } from '../api/sign-out';
import { AUTH_FRAME_TEXTS } from '../auth-frame-texts';

let signingOut: Promise<void> | null = null;

/** Signs out on the server (best effort), forgets the session, then /auth/login (spec 1 §2.2). */
const signOutOnce = (): Promise<void> => {
  signingOut ??= signOut()
    .catch(() => undefined)
    .then(() => endSession())
    .finally(() => {
      signingOut = null;
    });
  return signingOut;
};

export const LogoutPage = () => {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void signOutOnce().then(() => {
      if (active) void navigate({ to: '/auth/login', replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <div className="page page--centered" role="status">
      <Spinner size={32} />
      <p>{AUTH_FRAME_TEXTS.signingOut}</p>
    </div>
  );
};
