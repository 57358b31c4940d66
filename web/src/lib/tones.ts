import { useEffect, useState } from 'react';

// Sounds made on the spot with the Web Audio API, so no sound file has to load.

const beep = (context: AudioContext, frequencies: readonly number[], start: number, length: number, volume: number) => {
  const gain = context.createGain();
  gain.gain.setValueAtTime(volume, start);
  gain.gain.setValueAtTime(volume, start + length - 0.05);
  gain.gain.linearRampToValueAtTime(0.0001, start + length);
  gain.connect(context.destination);
  for (const frequency of frequencies) {
    const tone = context.createOscillator();
    tone.frequency.setValueAtTime(frequency, start);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + length);
  }
};

/** A short two-tone ding (spec 1 §4.6 next in queue). */
export const playDing = () => {
  try {
    const context = new AudioContext();
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.setValueAtTime(880, context.currentTime);
    tone.frequency.setValueAtTime(660, context.currentTime + 0.15);
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.6);
    tone.connect(gain).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.6);
    setTimeout(() => void context.close(), 1_000);
  } catch {
    // No audio (autoplay policy or no device): what is shown still says it.
  }
};

/** A phone ring: 440 + 480 Hz, two short rings every three seconds. */
const RING_EVERY_MS = 3_000;

/**
 * Rings while `active` (spec 1 §4.5 'Video Call'), and stops the moment it is not: joined, closed or
 * timed out. Answers whether the sound is playing (false where the browser blocks audio).
 */
export const useRingTone = (active: boolean): boolean => {
  const [ringing, setRinging] = useState(false);
  useEffect(() => {
    if (!active || typeof AudioContext === 'undefined') return undefined;
    const context = new AudioContext();
    const ring = () => {
      const now = context.currentTime;
      beep(context, [440, 480], now, 0.4, 0.15);
      beep(context, [440, 480], now + 0.6, 0.4, 0.15);
    };
    const update = () => setRinging(context.state === 'running');
    context.addEventListener('statechange', update);
    ring();
    update();
    const timer = setInterval(ring, RING_EVERY_MS);
    return () => {
      clearInterval(timer);
      context.removeEventListener('statechange', update);
      setRinging(false);
      void context.close();
    };
  }, [active]);
  return ringing;
};
