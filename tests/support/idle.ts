import { IDLE_DEFAULTS } from '../../web/src/features/idle-timeout/idle-timer';

export { IDLE_DEFAULTS };

/** How far a page's clock (`page.clock.fastForward`) moves from the last activity to a second into the idle warning. */
export const IDLE_UNTIL_WARNING = IDLE_DEFAULTS.timeoutMs - IDLE_DEFAULTS.warningMs + 1_000;
