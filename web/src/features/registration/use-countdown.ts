import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a moment, ticking each second; start(n) begins a new countdown (spec 3 §4 'Resend in {n}s'). */
export const useCountdown = (initialSeconds = 0) => {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);

  return { secondsLeft: left, start };
};
