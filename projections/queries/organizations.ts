import type { Knex } from 'knex';
import type { OrganizationView } from '../../domain/organization/organization-view';
import type { OrganizationRow } from './rows';

export const toOrganizationView = (row: OrganizationRow): OrganizationView => ({
  id: row.id,
  companyName: row.company_name,
  companyDetails: row.company_details,
  jobBoardLink: row.job_board_link,
  companyLogo: row.company_logo,
  companyDocuments: row.company_documents,
  city: row.city,
  state: row.state,
  companyWebsite: row.company_website,
  onBoardingProgress: { progress: row.onboarding_progress, lastCompletedStep: row.last_completed_step },
  sponsorId: row.sponsor_id,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export const getOrganization = async (db: Knex, organizationId: string): Promise<OrganizationView | null> => {
  const row = await db<OrganizationRow>('organizations').where({ id: organizationId }).first();
  return row ? toOrganizationView(row) : null;
};
