// spec 1 §2.5 and spec 2 §2.5: after saving the profile an applicant goes on to the job seeker page
// an incomplete profile sent them away from, or to the lobby when they came from nowhere else.

export type FairParams = Readonly<{ orgId: string; jobFairId: string }>;

const jobSeekerPath = ({ orgId, jobFairId }: FairParams, page: string) =>
  `/job-seeker/organizations/${orgId}/jobfairs/${jobFairId}/${page}`;

/**
 * Where the profile page sends an applicant after saving: `returnTo` when it is another page of the same
 * fair (never a foreign site or another fair), otherwise the lobby.
 */
export const afterProfilePath = (fair: FairParams, returnTo: string | undefined): string => {
  const lobby = jobSeekerPath(fair, 'lobby');
  if (!returnTo) return lobby;
  const prefix = jobSeekerPath(fair, '');
  const [pathname = ''] = returnTo.split(/[?#]/);
  const sameFair = returnTo.startsWith(prefix) && !pathname.includes('..') && !returnTo.startsWith('//');
  return sameFair && pathname !== jobSeekerPath(fair, 'profile') ? returnTo : lobby;
};
