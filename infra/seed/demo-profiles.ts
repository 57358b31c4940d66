import type { ApplicantDetails } from '../../domain/user/profile-schema';
import { isProfileComplete } from '../../domain/user/profile-schema';
import { userDecider, userStream } from '../../domain/user/user';
import type { UserEvent } from '../../domain/user/user';
import { handleCommand } from '../../domain/shared/handle-command';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import type { FileStorage } from '../../domain/ports/file-storage';
import { asset } from './seed-assets';

// spec 1 §2.5: an applicant without a complete profile is sent to /profile from every job seeker page.
// The demo job seekers get complete profiles (phone and a PDF resume), so the demo and the tests that
// sign them in reach the lobby directly.
const DETAILS: Record<string, Omit<ApplicantDetails, 'resumeKey'>> = {
  'seeker1@demo.jobfair.test': {
    phone: '+16175550101',
    linkedInUrl: 'https://www.linkedin.com/in/sam-seeker-demo',
    address: '12 Harbor Street, Boston, MA',
    jobTitle: 'Software Engineer',
    summary: 'Web developer who likes TypeScript, Postgres and well-tested code.',
    degreeType: 'Bachelors',
    academicMajor: 'Computer Science',
    fieldOfWork: 'Information Technology',
    yearsOfExperience: 5,
    salaryRequirements: '$100,000-$150,000',
    availabilityDate: '2026-01-05',
    geographicPreference: 'Northeast',
    securityClearance: 'None',
    willingToRelocate: true,
  },
  'seeker2@demo.jobfair.test': {
    phone: '+16175550102',
    linkedInUrl: null,
    address: '48 Elm Avenue, Cambridge, MA',
    jobTitle: 'Data Analyst',
    summary: 'Turns messy spreadsheets into decisions.',
    degreeType: 'Masters',
    academicMajor: 'Statistics',
    fieldOfWork: 'Finance',
    yearsOfExperience: 3,
    salaryRequirements: '$75,000-$100,000',
    availabilityDate: '2026-02-01',
    geographicPreference: 'All',
    securityClearance: 'None',
    willingToRelocate: false,
  },
  'seeker3@demo.jobfair.test': {
    phone: '+16175550103',
    linkedInUrl: null,
    address: '7 Pine Road, Providence, RI',
    jobTitle: 'Mechanical Engineer',
    summary: 'Designs things that move, and tests them until they stop breaking.',
    degreeType: 'Bachelors',
    academicMajor: 'Mechanical Engineering',
    fieldOfWork: 'Mechanical Engineering',
    yearsOfExperience: 8,
    salaryRequirements: '$100,000-$150,000',
    availabilityDate: '2026-03-01',
    geographicPreference: 'Northeast',
    securityClearance: 'Secret',
    willingToRelocate: true,
  },
  'host@demo.jobfair.test': {
    phone: '+16175550108',
    linkedInUrl: null,
    address: '1 Campus Drive, Boston, MA',
    jobTitle: 'Career Centre Host',
    summary: "Runs the career centre's fairs and checks on every booth while they run.",
    degreeType: 'Masters',
    academicMajor: 'Education',
    fieldOfWork: 'Education',
    yearsOfExperience: 10,
    salaryRequirements: '$75,000-$100,000',
    availabilityDate: '2026-06-01',
    geographicPreference: 'Northeast',
    securityClearance: 'None',
    willingToRelocate: false,
  },
};

/**
 * Saves each demo job seeker's profile once: a user stream that already holds a saved profile is left
 * alone (the seeker may have edited it), so this runs on every start and completes older databases.
 */
export const seedDemoProfiles = async (
  deps: Readonly<{ store: EventStore; files: FileStorage; clock: Clock; newId: () => string }>,
): Promise<void> => {
  for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.roles.includes('Applicant'))) {
    const details = DETAILS[account.email];
    const { events, currentRevision } = await deps.store.readStream<UserEvent>(userStream(account.userId));
    if (!details || currentRevision === null || events.some((event) => event.type === 'UserProfileSaved')) continue;
    const resumeKey = `resumes/${account.userId}/demo-resume.pdf`;
    await deps.files.put(resumeKey, await asset('demo-resume.pdf'), { contentType: 'application/pdf' });
    const applicant: ApplicantDetails = { ...details, resumeKey };
    await handleCommand(
      deps.store,
      userStream(account.userId),
      userDecider,
      {
        type: 'SaveUserProfile',
        data: {
          userId: account.userId,
          firstName: account.firstName,
          lastName: account.lastName,
          applicant,
          isProfileComplete: isProfileComplete(applicant),
          now: deps.clock.now().toISOString(),
        },
      },
      {
        newId: deps.newId,
        metadata: {
          correlationId: 'demo-seed',
          causationId: null,
          actorId: account.userId,
          actorRole: 'Applicant',
          at: deps.clock.now().toISOString(),
        },
      },
    );
  }
};
