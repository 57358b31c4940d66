import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { sessionStore } from '../stores/session-store';
import type { FairParams } from './profile-return';

// spec 1 §2.5: on entering any job seeker page but the profile, an applicant whose profile is not
// complete is sent to the profile page, with the page they were going to (see profile-return.ts).

/** beforeLoad of the job seeker pages: the profile is read once (then from the cache) and checked. */
export const requireCompleteProfile = async <Params extends FairParams>({
  context,
  location,
  params,
}: {
  context: { queryClient: QueryClient };
  location: { href: string };
  params: Params;
}): Promise<void> => {
  const user = sessionStore.session?.user;
  if (!user?.roles.includes('Applicant')) return;
  let complete: boolean;
  try {
    complete = (await context.queryClient.ensureQueryData(profileQueryOptions(user.userId))).isProfileComplete;
  } catch {
    // A profile that cannot be read now must not lock the fair: the page shows its own failures.
    return;
  }
  if (complete) return;
  throw redirect({
    to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/profile',
    params: { orgId: params.orgId, jobFairId: params.jobFairId },
    search: { returnTo: location.href },
    replace: true,
  });
};
