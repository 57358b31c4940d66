import { DomainError } from '../shared/errors';
import { QUEUE_TEXTS } from './queue-texts';

/** spec 2 §5, §8: a score below the minimum is refused with the code THRESHOLD_ERROR. */
export class ThresholdNotMet extends DomainError {
  constructor() {
    super('THRESHOLD_ERROR', QUEUE_TEXTS.thresholdRefusal);
  }
}

/** spec 2 §4: one queue per job fair per seeker. */
export class AlreadyInAQueue extends DomainError {
  constructor() {
    super('ALREADY_IN_QUEUE', QUEUE_TEXTS.alreadyInAQueue);
  }
}
