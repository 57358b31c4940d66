// spec 1 §2.1 and spec 3 §2.4: the applicant root without a job fair, letter for letter.
export const APPLICANT_TEXTS = {
  noJobFairTitle: 'No Job Fair Selected',
  noJobFairMessage: 'You have not selected any job fair to participate in.',
  noJobFairHint: 'Please use the registration link provided by your Job Fair Manager or Recruiter to access the specific job fair event.',
  logout: 'Logout',
} as const;
