import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { NotFound, ValidationFailed } from '../shared/errors';
import { COMPANY_LOGO_REQUIRED, type OrganizationDetails } from './organization-schema';
import { NO_PROGRESS, raiseProgress, type OnboardingProgress, type OnboardingStep } from './onboarding';

export const organizationStream = (organizationId: string) => `organization-${organizationId}`;

export type OrganizationDetailsSaved = Event<
  'OrganizationDetailsSaved',
  OrganizationDetails & { organizationId: string; savedBy: string; savedAt: string; sponsorId: string | null }
>;
export type OnboardingProgressRaised = Event<
  'OnboardingProgressRaised',
  { organizationId: string; progress: number; lastCompletedStep: OnboardingStep; raisedAt: string }
>;
/** spec 3 §7 "update organization (sponsorId, sponsorName)": a platform admin sets or clears the sponsor (null). */
export type OrganizationSponsorChanged = Event<
  'OrganizationSponsorChanged',
  { organizationId: string; sponsorId: string | null; sponsorName: string | null; changedBy: string; changedAt: string }
>;
export type OrganizationEvent = OrganizationDetailsSaved | OnboardingProgressRaised | OrganizationSponsorChanged;

export type SaveOrganizationDetails = Command<
  'SaveOrganizationDetails',
  { organizationId: string; details: OrganizationDetails; savedBy: string; sponsorId: string | null; now: string }
>;
export type RecordOnboardingStep = Command<'RecordOnboardingStep', { organizationId: string; step: OnboardingStep; now: string }>;
export type SetOrganizationSponsor = Command<
  'SetOrganizationSponsor',
  { organizationId: string; sponsor: { id: string; name: string } | null; actorId: string; now: string }
>;
/** Clears the sponsor only while it is still `sponsorId` (a deleted sponsor leaves its companies). */
export type ClearOrganizationSponsor = Command<
  'ClearOrganizationSponsor',
  { organizationId: string; sponsorId: string; actorId: string; now: string }
>;
export type OrganizationCommand = SaveOrganizationDetails | RecordOnboardingStep | SetOrganizationSponsor | ClearOrganizationSponsor;

export type Organization =
  | { status: 'Empty'; onboarding: OnboardingProgress }
  | { status: 'Saved'; details: OrganizationDetails; sponsorId: string | null; onboarding: OnboardingProgress };

const progressEvent = (organizationId: string, state: Organization, step: OnboardingStep, now: string): OnboardingProgressRaised[] => {
  const raised = raiseProgress(state.onboarding, step);
  return raised
    ? [{ type: 'OnboardingProgressRaised', data: { organizationId, progress: raised.progress, lastCompletedStep: step, raisedAt: now } }]
    : [];
};

const sponsorChanged = (
  state: Organization,
  { organizationId, actorId, now }: { organizationId: string; actorId: string; now: string },
  sponsor: { id: string; name: string } | null,
): OrganizationSponsorChanged[] => {
  if (state.status !== 'Saved') throw new NotFound('Organization');
  if (state.sponsorId === (sponsor?.id ?? null)) return [];
  return [
    {
      type: 'OrganizationSponsorChanged',
      data: { organizationId, sponsorId: sponsor?.id ?? null, sponsorName: sponsor?.name ?? null, changedBy: actorId, changedAt: now },
    },
  ];
};

const saveDetails = ({ data }: SaveOrganizationDetails, state: Organization): OrganizationEvent[] => {
  const existingLogo = state.status === 'Saved' ? state.details.companyLogo : null;
  const companyLogo = data.details.companyLogo ?? existingLogo;
  if (!companyLogo) throw new ValidationFailed([{ field: 'companyLogo', message: COMPANY_LOGO_REQUIRED }]);
  return [
    {
      type: 'OrganizationDetailsSaved',
      data: {
        ...data.details,
        companyLogo,
        organizationId: data.organizationId,
        savedBy: data.savedBy,
        savedAt: data.now,
        sponsorId: state.status === 'Saved' ? state.sponsorId : data.sponsorId,
      },
    },
    ...progressEvent(data.organizationId, state, 'FilledOrganizationDetails', data.now),
  ];
};

export const organizationDecider: Decider<Organization, OrganizationCommand, OrganizationEvent> = {
  initialState: () => ({ status: 'Empty', onboarding: NO_PROGRESS }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'OrganizationDetailsSaved': {
        const { organizationId: _id, savedBy: _by, savedAt: _at, sponsorId, ...details } = event.data;
        return { status: 'Saved', details, sponsorId, onboarding: state.onboarding };
      }
      case 'OnboardingProgressRaised':
        return { ...state, onboarding: { progress: event.data.progress, lastCompletedStep: event.data.lastCompletedStep } };
      case 'OrganizationSponsorChanged':
        return state.status === 'Saved' ? { ...state, sponsorId: event.data.sponsorId } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SaveOrganizationDetails':
        return saveDetails(command, state);
      case 'RecordOnboardingStep':
        return progressEvent(command.data.organizationId, state, command.data.step, command.data.now);
      case 'SetOrganizationSponsor':
        return sponsorChanged(state, command.data, command.data.sponsor);
      case 'ClearOrganizationSponsor':
        return state.status === 'Saved' && state.sponsorId === command.data.sponsorId ? sponsorChanged(state, command.data, null) : [];
      default:
        return assertNever(command);
    }
  },
};
