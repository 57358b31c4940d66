import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useRef, useState } from 'react';
import { getRobotChallenge } from '../api/get-robot-challenge';
import { REGISTRATION_TEXTS } from '../registration-texts';

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * spec 3 §2.1: the robot check, an ALTCHA proof-of-work widget. The challenge comes from our own API
 * (no outside service); the solved payload goes to the form, which sends it with the sign-up.
 */
export const RobotCheck = ({ onChange }: { onChange: (payload: string) => void }) => {
  const ref = useRef<AltchaWidgetElement | null>(null);
  const [failed, setFailed] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    let live = true;
    const load = async () => {
      try {
        // The widget's code (a custom element) loads with the challenge, on the pages that show it only.
        const [challenge] = await Promise.all([getRobotChallenge(), import('altcha')]);
        if (live) await widget.configure({ challenge: challenge as never, hideFooter: true });
      } catch {
        if (live) setFailed(true);
      }
    };
    const onState = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      changed.current(state === 'verified' && payload ? payload : '');
      // A challenge lives 10 minutes: fetch a fresh one when it expires.
      if (state === 'expired') void load();
    };
    widget.addEventListener('statechange', onState);
    void load();
    return () => {
      live = false;
      widget.removeEventListener('statechange', onState);
    };
  }, []);

  return (
    <div className="robot-check" aria-label={REGISTRATION_TEXTS.robotCheck}>
      <altcha-widget ref={ref} name="robotCheck" />
      {failed && <p className="bp6-text-muted">{REGISTRATION_TEXTS.robotCheckLoadFailed}</p>}
    </div>
  );
};
