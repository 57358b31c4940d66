// spec 3 §2.5 and §8 (Public pages), letter for letter where the spec gives words.
export const SPONSOR_TEXTS = {
  jobFairsHeading: (sponsor: string) => `Job fairs sponsored by - ${sponsor}`,
  registerNow: 'Register Now',
  noJobFairs: 'No Job Fairs Available',
  checkBackLater: 'Check back later for upcoming opportunities',
  inviteHero: (sponsor: string) => `Host your own Job Fair - sponsored by ${sponsor}`,
  inviteText: 'Register as client company and start connecting with top talent.',
  registrationCard: 'Client Company Registration',
  registrationCardText:
    'Create your employer account, set up your job fair with booths and recruiters, and interview candidates by live video.',
  sponsorNotFound: 'Sponsor not found.',
  noSponsorData: 'No sponsor data available.',
  lookupFailed: 'Failed to get sponsor by subdomain',
  // The sponsor site's own navigation between its pages (the spec names the pages, not the links).
  navJobFairs: 'Job Fairs',
  navHostJobFair: 'Host a Job Fair',
  poweredBy: 'Powered by Virtual Job Fair',
  productName: 'Virtual Job Fair',
  loading: 'Loading job fairs',
} as const;
