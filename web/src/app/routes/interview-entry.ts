import { z } from 'zod';
import { interviewSessionQueryOptions } from '../../features/interview/api/get-interview-session';
import { awaitEntryReads } from './entry-reads';
import type { RouterContext } from './root-route';

// What the recruiter's and the job seeker's interview routes share.

// spec 1 §2.5, spec 2 §2.1: interview pages open with query flags startVideo and startAudio ("true" turns them on).
const interviewFlag = z
  .preprocess((value) => value === true || value === 'true', z.boolean())
  .optional()
  .catch(undefined);
export const interviewSearch = z.object({ startVideo: interviewFlag, startAudio: interviewFlag });

/** The interview pages open with the session. */
export const loadInterviewSession = ({ queryClient }: RouterContext, jobFairId: string, sessionId: string): Promise<void> =>
  awaitEntryReads([queryClient.ensureQueryData(interviewSessionQueryOptions(jobFairId, sessionId))]);
