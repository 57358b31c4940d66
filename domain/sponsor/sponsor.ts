import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import type { SponsorForm } from './sponsor-schema';

/** spec 3 §3 Sponsor: id, name, description, subdomain, sponsoredByText. One stream per sponsor. */
export const sponsorStream = (sponsorId: string) => `sponsor-${sponsorId}`;

type SponsorFields = Omit<SponsorForm, 'subdomain'>;

export type SponsorCreated = Event<'SponsorCreated', SponsorForm & { sponsorId: string; createdBy: string; createdAt: string }>;
export type SponsorUpdated = Event<'SponsorUpdated', SponsorForm & { sponsorId: string; updatedBy: string; updatedAt: string }>;
export type SponsorSubdomainDisassociated = Event<
  'SponsorSubdomainDisassociated',
  { sponsorId: string; subdomain: string; disassociatedBy: string; disassociatedAt: string }
>;
export type SponsorDeleted = Event<'SponsorDeleted', { sponsorId: string; subdomain: string | null; deletedBy: string; deletedAt: string }>;
export type SponsorEvent = SponsorCreated | SponsorUpdated | SponsorSubdomainDisassociated | SponsorDeleted;

type Acting = { sponsorId: string; actorId: string; now: string };
export type CreateSponsor = Command<'CreateSponsor', Acting & { form: SponsorForm }>;
export type UpdateSponsor = Command<'UpdateSponsor', Acting & { form: SponsorForm }>;
export type DisassociateSponsorSubdomain = Command<'DisassociateSponsorSubdomain', Acting>;
export type DeleteSponsor = Command<'DeleteSponsor', Acting>;
export type SponsorCommand = CreateSponsor | UpdateSponsor | DisassociateSponsorSubdomain | DeleteSponsor;

export type Sponsor =
  | { status: 'Empty' }
  | { status: 'Active'; fields: SponsorFields; subdomain: string | null }
  | { status: 'Deleted'; fields: SponsorFields };

export const SUBDOMAIN_IS_SET = 'The subdomain is set and read-only; disassociate it before choosing another';

const fieldsOf = ({ name, description, sponsoredByText }: SponsorForm): SponsorFields => ({ name, description, sponsoredByText });
const sameForm = (state: Extract<Sponsor, { status: 'Active' }>, form: SponsorForm) =>
  state.subdomain === form.subdomain &&
  state.fields.name === form.name &&
  state.fields.description === form.description &&
  state.fields.sponsoredByText === form.sponsoredByText;

const activeOrThrow = (state: Sponsor) => {
  if (state.status !== 'Active') throw new NotFound('Sponsor');
  return state;
};

const update = ({ data }: UpdateSponsor, state: Sponsor): SponsorEvent[] => {
  const active = activeOrThrow(state);
  // spec 3 §4: a subdomain already set is read-only; only disassociating removes it.
  if (active.subdomain !== null && active.subdomain !== data.form.subdomain) throw new Conflict(SUBDOMAIN_IS_SET);
  if (sameForm(active, data.form)) return [];
  return [{ type: 'SponsorUpdated', data: { ...data.form, sponsorId: data.sponsorId, updatedBy: data.actorId, updatedAt: data.now } }];
};

/**
 * The sponsor alone. That no two sponsors hold one subdomain is the subdomain reservation's rule
 * (subdomain-reservation.ts), which services settle before these commands.
 */
export const sponsorDecider: Decider<Sponsor, SponsorCommand, SponsorEvent> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SponsorCreated':
      case 'SponsorUpdated':
        return { status: 'Active', fields: fieldsOf(event.data), subdomain: event.data.subdomain };
      case 'SponsorSubdomainDisassociated':
        return state.status === 'Active' ? { ...state, subdomain: null } : state;
      case 'SponsorDeleted':
        return state.status === 'Active' ? { status: 'Deleted', fields: state.fields } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { sponsorId, actorId, now } = command.data;
    switch (command.type) {
      case 'CreateSponsor':
        if (state.status !== 'Empty') throw new Conflict('This sponsor already exists');
        return { type: 'SponsorCreated', data: { ...command.data.form, sponsorId, createdBy: actorId, createdAt: now } };
      case 'UpdateSponsor':
        return update(command, state);
      case 'DisassociateSponsorSubdomain': {
        const active = activeOrThrow(state);
        if (active.subdomain === null) return [];
        return {
          type: 'SponsorSubdomainDisassociated',
          data: { sponsorId, subdomain: active.subdomain, disassociatedBy: actorId, disassociatedAt: now },
        };
      }
      case 'DeleteSponsor': {
        const active = activeOrThrow(state);
        return { type: 'SponsorDeleted', data: { sponsorId, subdomain: active.subdomain, deletedBy: actorId, deletedAt: now } };
      }
      default:
        return assertNever(command);
    }
  },
};
