import type { SubdomainStatus } from '../../../../domain/sponsor/subdomain-status';

// spec 3 §2.2 Sponsors screen and §8 Sponsors errors, letter for letter where the spec gives words.
export const SPONSOR_TEXTS = {
  title: 'Manage Sponsors',
  add: 'Add Sponsor',
  edit: 'Edit',
  delete: 'Delete',
  empty: 'No sponsors added yet',
  loadMore: 'Load More',
  addTitle: 'Add Sponsor',
  editTitle: 'Edit Sponsor',
  name: 'Name',
  subdomain: 'Subdomain',
  description: 'Description',
  tagline: 'Sponsored By Text',
  save: 'Save',
  cancel: 'Cancel',
  disassociate: 'Disassociate',
  domainStatus: 'Domain status',
  noSubdomain: 'No subdomain',
  site: 'Site',
  confirmDelete: (name: string) => `Are you sure you want to delete the sponsor ${name}? Its companies will have no sponsor.`,
  confirmDisassociate: (host: string) =>
    `Remove ${host} from this sponsor? Its site stops answering there and another sponsor may take the subdomain.`,
  created: 'Sponsor added.',
  updated: 'Sponsor updated.',
  deleted: 'Sponsor deleted.',
  disassociated: 'Subdomain disassociated.',
  failedToCreate: 'Failed to create sponsor',
  failedToList: 'Failed to get sponsors',
  failedToGet: 'Failed to get sponsor',
  failedToUpdate: 'Failed to update sponsor',
  failedToDelete: 'Failed to delete sponsor',
  failedToGetStatus: 'Failed to get subdomain status',
  failedToDisassociate: 'Failed to delete subdomain association',
  checking: 'Checking…',
  enterSubdomain: 'Enter a subdomain to check it.',
} as const;

/** What each status means to the admin; anything but AVAILABLE blocks saving (spec 3 §4). */
export const DOMAIN_STATUS_TEXTS: Record<SubdomainStatus, string> = {
  AVAILABLE: 'Available: the site can be saved on this subdomain.',
  INVALID: 'Invalid: use letters, numbers and single hyphens, starting and ending with a letter or number.',
  RESERVED: 'Reserved: the platform keeps this subdomain for itself.',
  TAKEN: 'Taken: another sponsor uses this subdomain.',
};
