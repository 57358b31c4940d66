import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { ADMIN_LOBBY_TEXTS } from '../admin-lobby-texts';

export const candidateName = (candidate: QueueEntryView) =>
  [candidate.firstName, candidate.lastName].filter(Boolean).join(' ') || ADMIN_LOBBY_TEXTS.unnamed;
