import { describe, it } from 'vitest';
import { organizationDecider, type OrganizationEvent } from '../../domain/organization/organization';
import { ValidationFailed } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const spec = deciderSpec(organizationDecider);
const now = '2026-11-22T12:00:00.000Z';
const details = {
  companyName: 'Acme',
  companyDetails: '',
  jobBoardLink: 'https://',
  city: 'Boston',
  state: 'MA',
  companyWebsite: 'https://acme.example.com',
  companyLogo: 'employer_logos/o1/logo.png',
  companyDocuments: [],
  brandColor: null,
};
const save = (logo: string | null) => ({
  type: 'SaveOrganizationDetails' as const,
  data: { organizationId: 'o1', details: { ...details, companyLogo: logo }, savedBy: 'u1', sponsorId: null, now },
});
const saved: OrganizationEvent = {
  type: 'OrganizationDetailsSaved',
  data: { ...details, organizationId: 'o1', savedBy: 'u1', savedAt: now, sponsorId: null },
};
const raised20: OrganizationEvent = {
  type: 'OnboardingProgressRaised',
  data: { organizationId: 'o1', progress: 20, lastCompletedStep: 'FilledOrganizationDetails', raisedAt: now },
};

describe('organization decider', () => {
  it('saves the details and raises onboarding to 20 the first time (spec 1 §4.3)', () => {
    spec.given([]).when(save(details.companyLogo)).then([saved, raised20]);
  });

  it("requires a logo unless one exists ('Company logo is required', spec 1 §5.5)", () => {
    spec
      .given([])
      .when(save(null))
      .thenThrows((e) => e instanceof ValidationFailed && e.fields[0]?.message === 'Company logo is required');
    spec.given([saved, raised20]).when(save(null)).then([saved]);
  });

  it('never lowers the onboarding progress', () => {
    const at40: OrganizationEvent = {
      type: 'OnboardingProgressRaised',
      data: { organizationId: 'o1', progress: 40, lastCompletedStep: 'CreatedJobFair', raisedAt: now },
    };
    spec.given([saved, raised20, at40]).when(save(null)).then([saved]);
    spec
      .given([saved, raised20, at40])
      .when({ type: 'RecordOnboardingStep', data: { organizationId: 'o1', step: 'CreatedJobFair', now } })
      .then([]);
  });
});
