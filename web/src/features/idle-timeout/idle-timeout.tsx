import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { activity, idleSettingsFrom, pause, phaseOf, resume, startIdle, tick, unpause, type IdleClock } from './idle-timer';
import { IDLE_TEXTS } from './idle-texts';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click', 'wheel'] as const;

/** spec 3 §4: the idle sign-out for a signed-in user; mounted inside the signed-in shell. */
export const IdleTimeout = () => {
  const navigate = useNavigate();
  const settings = useRef(idleSettingsFrom(typeof window === 'undefined' ? undefined : window.localStorage)).current;
  const clock = useRef<IdleClock>(startIdle(Date.now()));
  const [phase, setPhase] = useState(() => phaseOf(clock.current, settings));

  const update = useCallback(
    (next: (current: IdleClock, now: number) => IdleClock) => {
      clock.current = next(clock.current, Date.now());
      setPhase(phaseOf(clock.current, settings));
    },
    [settings],
  );

  const signOut = useCallback(() => void navigate({ to: '/logout' }), [navigate]);
  const keepGoing = useCallback(() => update(resume), [update]);

  useEffect(() => {
    const onActivity = () => update((current, now) => activity(current, now, settings));
    const onHidden = () => update(document.visibilityState === 'hidden' ? pause : unpause);
    const onBlur = () => update(pause);
    const onFocus = () => update(unpause);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    const timer = setInterval(() => update(tick), 1000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      clearInterval(timer);
    };
  }, [settings, update]);

  useEffect(() => {
    if (phase.kind === 'expired') signOut();
  }, [phase.kind, signOut]);

  // Enter continues, Esc signs out, while the warning shows.
  useEffect(() => {
    if (phase.kind !== 'warning') return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        keepGoing();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        signOut();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [phase.kind, keepGoing, signOut]);

  return (
    <Dialog
      isOpen={phase.kind === 'warning'}
      title={IDLE_TEXTS.title}
      icon="time"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p data-testid="idle-countdown">{phase.kind === 'warning' ? IDLE_TEXTS.body(phase.secondsLeft) : null}</p>
        <p className="bp6-text-muted">{IDLE_TEXTS.hint}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={IDLE_TEXTS.signOut} onClick={signOut} />
            <Button intent="primary" text={IDLE_TEXTS.continue} onClick={keepGoing} />
          </>
        }
      />
    </Dialog>
  );
};
