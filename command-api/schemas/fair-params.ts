import { z } from 'zod';
import { uuidParam } from '../http/envelope';

/** The path of every call addressed by /jobfairs/{jobFairId}. */
export const fairParams = z.object({ jobFairId: uuidParam('jobFairId') });
