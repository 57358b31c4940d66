import type { QueueUserView } from '../../../../../domain/queue/queue-view';
import { ADMIN_LOBBY_TEXTS } from '../admin-lobby-texts';

export const candidateName = (candidate: QueueUserView) =>
  [candidate.firstName, candidate.lastName].filter(Boolean).join(' ') || ADMIN_LOBBY_TEXTS.unnamed;
