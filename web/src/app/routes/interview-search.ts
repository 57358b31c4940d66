import { z } from 'zod';

// spec 1 §2.5, spec 2 §2.1: interview pages open with query flags startVideo and startAudio ("true" turns them on).
const interviewFlag = z
  .preprocess((value) => value === true || value === 'true', z.boolean())
  .optional()
  .catch(undefined);
export const interviewSearch = z.object({ startVideo: interviewFlag, startAudio: interviewFlag });
