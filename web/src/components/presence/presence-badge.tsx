import { Tag, type Intent } from '@blueprintjs/core';
import type { PresenceStatus } from '../../../../domain/presence/presence';
import { PRESENCE_LABELS, PRESENCE_TEXTS } from './presence-texts';

const INTENTS: Partial<Record<PresenceStatus, Intent>> = {
  LOGGED_IN: 'success',
  NEXT_IN_QUEUE: 'primary',
  IN_INTERVIEW: 'primary',
  AWAY: 'warning',
  BUSY: 'warning',
};

/** A person's presence as a small coloured tag; offline states are grey. */
export const PresenceBadge = ({ status }: { status: PresenceStatus | null }) => (
  <Tag
    minimal
    round
    intent={status ? (INTENTS[status] ?? 'none') : 'none'}
    data-testid="presence-badge"
    data-presence={status ?? 'UNKNOWN'}
  >
    {status ? PRESENCE_LABELS[status] : PRESENCE_TEXTS.unknown}
  </Tag>
);
