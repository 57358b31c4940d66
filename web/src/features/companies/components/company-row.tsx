import type { CompanyView } from '../../../../../domain/organization/company-view';
import { LinkButton } from '../../../components/link-button';
import { COMPANIES_TEXTS as T } from '../companies-texts';
import { CreatorCells } from './creator-cells';
import { OnboardingStatus } from './onboarding-status';
import { SponsorSelect } from './sponsor-select';

const createdAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One line of the Companies table (spec 3 §2.2), its columns in the spec's order. */
export const CompanyRow = ({ company }: { company: CompanyView }) => (
  <tr>
    <th scope="row">{company.companyName}</th>
    <td className="companies-table__nowrap">{`${company.city}, ${company.state}`}</td>
    <td>{createdAtFormat.format(new Date(company.createdAt))}</td>
    <CreatorCells userId={company.createdBy} />
    <td>
      <SponsorSelect company={company} />
    </td>
    <td>
      <LinkButton
        to="/admin/jobfairs"
        search={{ orgId: company.id }}
        size="small"
        icon="calendar"
        text={T.viewJobfairs}
        aria-label={`${T.viewJobfairs}: ${company.companyName}`}
      />
    </td>
    <td>
      <OnboardingStatus progress={company.onBoardingProgress} />
    </td>
  </tr>
);
