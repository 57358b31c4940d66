import { describe, expect, it } from 'vitest';
import { organizationDecider } from '../../domain/organization/organization';
import { DomainError } from '../../domain/shared/errors';
import { sponsorDecider, SUBDOMAIN_IS_SET, type SponsorEvent } from '../../domain/sponsor/sponsor';
import { sponsorFormSchema } from '../../domain/sponsor/sponsor-schema';
import { subdomainReservationDecider, SubdomainTaken } from '../../domain/sponsor/subdomain-reservation';
import { subdomainStatusOf } from '../../domain/sponsor/subdomain-status';
import { deciderSpec } from '../support/decider-spec';

const now = '2026-11-23T12:00:00.000Z';
const form = { name: 'Metro Herald', subdomain: 'herald', description: '', sponsoredByText: 'By the Herald' };
const acting = { sponsorId: 's1', actorId: 'a1', now };
const created: SponsorEvent = { type: 'SponsorCreated', data: { ...form, sponsorId: 's1', createdBy: 'a1', createdAt: now } };
const codeIs = (code: string) => (error: unknown) => error instanceof DomainError && error.code === code;

describe('sponsor decider', () => {
  const spec = deciderSpec(sponsorDecider);
  it('creates once', () => {
    spec
      .given([])
      .when({ type: 'CreateSponsor', data: { ...acting, form } })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateSponsor', data: { ...acting, form } })
      .thenThrows(codeIs('CONFLICT'));
  });
  it('updates, appends nothing for no change, and keeps a set subdomain read-only (spec 3 §4)', () => {
    spec
      .given([created])
      .when({ type: 'UpdateSponsor', data: { ...acting, form: { ...form, name: 'Herald' } } })
      .then([{ type: 'SponsorUpdated', data: { ...form, name: 'Herald', sponsorId: 's1', updatedBy: 'a1', updatedAt: now } }]);
    spec
      .given([created])
      .when({ type: 'UpdateSponsor', data: { ...acting, form } })
      .then([]);
    spec
      .given([created])
      .when({ type: 'UpdateSponsor', data: { ...acting, form: { ...form, subdomain: 'other' } } })
      .thenThrows((error) => error instanceof DomainError && error.message === SUBDOMAIN_IS_SET);
  });
  it('disassociates once, then takes a new subdomain on update', () => {
    const gone: SponsorEvent = {
      type: 'SponsorSubdomainDisassociated',
      data: { sponsorId: 's1', subdomain: 'herald', disassociatedBy: 'a1', disassociatedAt: now },
    };
    spec.given([created]).when({ type: 'DisassociateSponsorSubdomain', data: acting }).then([gone]);
    spec.given([created, gone]).when({ type: 'DisassociateSponsorSubdomain', data: acting }).then([]);
    spec
      .given([created, gone])
      .when({ type: 'UpdateSponsor', data: { ...acting, form: { ...form, subdomain: 'other' } } })
      .then([{ type: 'SponsorUpdated', data: { ...form, subdomain: 'other', sponsorId: 's1', updatedBy: 'a1', updatedAt: now } }]);
  });
  it('deletes with the subdomain it held, and a deleted sponsor is not found', () => {
    const deleted: SponsorEvent = {
      type: 'SponsorDeleted',
      data: { sponsorId: 's1', subdomain: 'herald', deletedBy: 'a1', deletedAt: now },
    };
    spec.given([created]).when({ type: 'DeleteSponsor', data: acting }).then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'UpdateSponsor', data: { ...acting, form } })
      .thenThrows(codeIs('NOT_FOUND'));
    spec.given([]).when({ type: 'DeleteSponsor', data: acting }).thenThrows(codeIs('NOT_FOUND'));
  });
});

describe('subdomain reservation decider', () => {
  const spec = deciderSpec(subdomainReservationDecider);
  const reserved = { type: 'SubdomainReserved' as const, data: { subdomain: 'herald', sponsorId: 's1', reservedAt: now } };
  it('holds for one sponsor; another is refused unless it replaces that very (stale) holder', () => {
    spec
      .given([])
      .when({ type: 'ReserveSubdomain', data: { subdomain: 'herald', sponsorId: 's1', now } })
      .then([reserved]);
    spec
      .given([reserved])
      .when({ type: 'ReserveSubdomain', data: { subdomain: 'herald', sponsorId: 's1', now } })
      .then([]);
    spec
      .given([reserved])
      .when({ type: 'ReserveSubdomain', data: { subdomain: 'herald', sponsorId: 's2', now } })
      .thenThrows((error) => error instanceof SubdomainTaken && error.holder === 's1');
    spec
      .given([reserved])
      .when({ type: 'ReserveSubdomain', data: { subdomain: 'herald', sponsorId: 's2', now, replacing: 's3' } })
      .thenThrows((error) => error instanceof SubdomainTaken);
    spec
      .given([reserved])
      .when({ type: 'ReserveSubdomain', data: { subdomain: 'herald', sponsorId: 's2', now, replacing: 's1' } })
      .then([
        { type: 'SubdomainReleased', data: { subdomain: 'herald', sponsorId: 's1', releasedAt: now } },
        { type: 'SubdomainReserved', data: { subdomain: 'herald', sponsorId: 's2', reservedAt: now } },
      ]);
  });
  it("releases only the holder's own reservation", () => {
    spec
      .given([reserved])
      .when({ type: 'ReleaseSubdomain', data: { subdomain: 'herald', sponsorId: 's2', now } })
      .then([]);
    spec
      .given([reserved])
      .when({ type: 'ReleaseSubdomain', data: { subdomain: 'herald', sponsorId: 's1', now } })
      .then([{ type: 'SubdomainReleased', data: { subdomain: 'herald', sponsorId: 's1', releasedAt: now } }]);
  });
});

describe('subdomain status and form (spec 3 §4, §5)', () => {
  it.each([
    ['herald', null, null, 'AVAILABLE'],
    ['herald', 's1', 's1', 'AVAILABLE'],
    ['herald', 's1', null, 'TAKEN'],
    ['www', null, null, 'RESERVED'],
    ['-herald', null, null, 'INVALID'],
    ['her--ald', null, null, 'INVALID'],
    ['', null, null, 'INVALID'],
  ] as const)('%s held by %s for %s is %s', (subdomain, holder, forSponsor, status) => {
    expect(subdomainStatusOf(subdomain, holder, forSponsor)).toBe(status);
  });
  it('forces the subdomain to lowercase', () => {
    expect(sponsorFormSchema.parse({ ...form, subdomain: ' HeRaLd ' }).subdomain).toBe('herald');
  });
});

describe('organization sponsor (spec 3 §7)', () => {
  const spec = deciderSpec(organizationDecider);
  const saved = {
    type: 'OrganizationDetailsSaved' as const,
    data: {
      organizationId: 'o1',
      savedBy: 'u1',
      savedAt: now,
      sponsorId: null,
      companyName: 'Acme',
      companyDetails: '',
      jobBoardLink: 'https://',
      city: 'Austin',
      state: 'TX',
      companyWebsite: 'https://acme.example',
      companyLogo: 'logo.png',
      companyDocuments: [],
    },
  };
  const set = {
    type: 'OrganizationSponsorChanged' as const,
    data: { organizationId: 'o1', sponsorId: 's1', sponsorName: 'Herald', changedBy: 'a1', changedAt: now },
  };
  const setCommand = {
    type: 'SetOrganizationSponsor' as const,
    data: { organizationId: 'o1', sponsor: { id: 's1', name: 'Herald' }, actorId: 'a1', now },
  };
  it('sets the sponsor of a saved organization once; an organization not saved is not found', () => {
    spec.given([saved]).when(setCommand).then([set]);
    spec.given([saved, set]).when(setCommand).then([]);
    spec.given([]).when(setCommand).thenThrows(codeIs('NOT_FOUND'));
  });
  it('clears it only while it is still that sponsor', () => {
    const clear = (sponsorId: string) => ({
      type: 'ClearOrganizationSponsor' as const,
      data: { organizationId: 'o1', sponsorId, actorId: 'a1', now },
    });
    spec.given([saved, set]).when(clear('s2')).then([]);
    spec
      .given([saved, set])
      .when(clear('s1'))
      .then([{ ...set, data: { ...set.data, sponsorId: null, sponsorName: null } }]);
  });
});
