import type { Knex } from 'knex';
import type { OrganizationView } from '../../domain/organization/organization-view';
import type { OrganizationRow } from './rows';

/** An organization with its sponsor's current name (null when it has none, or the sponsor was deleted). */
type OrganizationWithSponsorRow = OrganizationRow & Readonly<{ sponsor_name: string | null }>;

export const toOrganizationView = (row: OrganizationWithSponsorRow): OrganizationView => ({
  id: row.id,
  companyName: row.company_name,
  companyDetails: row.company_details,
  jobBoardLink: row.job_board_link,
  companyLogo: row.company_logo,
  companyDocuments: row.company_documents,
  city: row.city,
  state: row.state,
  companyWebsite: row.company_website,
  brandColor: row.brand_color,
  onBoardingProgress: { progress: row.onboarding_progress, lastCompletedStep: row.last_completed_step },
  sponsorId: row.sponsor_name === null ? null : row.sponsor_id,
  sponsorName: row.sponsor_name,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const withSponsorName = (db: Knex) =>
  db('organizations')
    .leftJoin('sponsors', function joinLiveSponsor() {
      this.on('sponsors.id', '=', 'organizations.sponsor_id').andOnVal('sponsors.deleted', '=', false);
    })
    .select<OrganizationWithSponsorRow[]>('organizations.*', 'sponsors.name as sponsor_name');

export const getOrganization = async (db: Knex, organizationId: string): Promise<OrganizationView | null> => {
  const row = await withSponsorName(db).where({ 'organizations.id': organizationId }).first();
  return row ? toOrganizationView(row) : null;
};
