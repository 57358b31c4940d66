import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import type { FileStorage } from '../../domain/ports/file-storage';
import { organizationDecider, organizationStream } from '../../domain/organization/organization';
import type { OrganizationDetails } from '../../domain/organization/organization-schema';
import { handleCommand } from '../../domain/shared/handle-command';
import { userDecider, userStream } from '../../domain/user/user';
import { asset } from './seed-assets';

type DemoCompany = Readonly<{ companyName: string; city: string; state: string; creator: [firstName: string, lastName: string] }>;

// More companies than one page of the admin's Companies table (10, spec 3 §9), so Load More shows on `npm start`.
const COMPANIES: readonly DemoCompany[] = [
  { companyName: 'Globex Logistics', city: 'Springfield', state: 'IL', creator: ['Hank', 'Scorpio'] },
  { companyName: 'Initech Software', city: 'Austin', state: 'TX', creator: ['Bill', 'Lumbergh'] },
  { companyName: 'Umbrella Health', city: 'Raleigh', state: 'NC', creator: ['Alice', 'Abernathy'] },
  { companyName: 'Stark Manufacturing', city: 'Pittsburgh', state: 'PA', creator: ['Pepper', 'Potts'] },
  { companyName: 'Wayne Civic Services', city: 'Newark', state: 'NJ', creator: ['Lucius', 'Fox'] },
  { companyName: 'Hooli Cloud', city: 'Palo Alto', state: 'CA', creator: ['Gavin', 'Belson'] },
  { companyName: 'Pied Piper Data', city: 'San Jose', state: 'CA', creator: ['Monica', 'Hall'] },
  { companyName: 'Soylent Foods', city: 'Omaha', state: 'NE', creator: ['Frank', 'Thorn'] },
  { companyName: 'Vandelay Industries', city: 'Bronx', state: 'NY', creator: ['Art', 'Vandelay'] },
  { companyName: 'Wonka Confections', city: 'Hershey', state: 'PA', creator: ['Charlie', 'Bucket'] },
  { companyName: 'Cyberdyne Robotics', city: 'Sunnyvale', state: 'CA', creator: ['Miles', 'Dyson'] },
  { companyName: 'Tyrell Biotech', city: 'Seattle', state: 'WA', creator: ['Rachael', 'Rosen'] },
];

const fixedId = (prefix: string, n: number) => `${prefix}-${String(n).padStart(12, '0')}`;
const companyId = (n: number) => fixedId('77777777-7777-4777-8777', n);
const creatorId = (n: number) => fixedId('66666666-6666-4666-8666', n);
export const DEMO_COMPANY_IDS = COMPANIES.map((_, index) => companyId(index + 1));

/**
 * Twelve organizations, each saved by its own employer admin with a phone to call, through the same
 * deciders as the API. Each is written only if its stream is missing, so older databases get them too.
 */
export const seedDemoCompanies = async (
  deps: Readonly<{ store: EventStore; files: FileStorage; clock: Clock; newId: () => string }>,
): Promise<void> => {
  const logo = await asset('globex-logo.png');
  for (const [index, company] of COMPANIES.entries()) {
    const organizationId = companyId(index + 1);
    if ((await deps.store.readStream(organizationStream(organizationId))).currentRevision !== null) continue;
    const userId = creatorId(index + 1);
    const [firstName, lastName] = company.creator;
    const now = deps.clock.now().toISOString();
    const options = {
      newId: deps.newId,
      metadata: { correlationId: 'demo-seed', causationId: null, actorId: userId, actorRole: 'EmployerAdmin' as const, at: now },
    };
    await handleCommand(
      deps.store,
      userStream(userId),
      userDecider,
      {
        type: 'RegisterUser',
        data: {
          userId,
          email: `${firstName}.${lastName}@${company.companyName.split(' ')[0]!}.example`.toLowerCase(),
          firstName,
          lastName,
          roles: ['EmployerAdmin'],
          organizationId,
          now,
          sponsorId: null,
          contact: { phone: `+1555010${String(index + 1).padStart(4, '0')}`, city: company.city, state: company.state, zip: '10001' },
        },
      },
      options,
    );
    const companyLogo = `employer_logos/${organizationId}/logo.png`;
    await deps.files.put(companyLogo, logo, { contentType: 'image/png' });
    const details: OrganizationDetails = {
      companyName: company.companyName,
      companyDetails: `${company.companyName} hires through virtual job fairs.`,
      jobBoardLink: 'https://',
      city: company.city,
      state: company.state,
      companyWebsite: `https://www.${company.companyName.split(' ')[0]!.toLowerCase()}.example.com`,
      companyLogo,
      companyDocuments: [],
      brandColor: null,
    };
    await handleCommand(
      deps.store,
      organizationStream(organizationId),
      organizationDecider,
      { type: 'SaveOrganizationDetails', data: { organizationId, details, savedBy: userId, sponsorId: null, now } },
      options,
    );
  }
};
