import { HTMLSelect } from '@blueprintjs/core';
import type { CompanyView } from '../../../../../domain/organization/company-view';
import { showToast } from '../../../lib/toaster';
import { useSponsorChoices } from '../api/get-sponsors';
import { useUpdateCompanySponsor } from '../api/update-company-sponsor';
import { COMPANIES_TEXTS as T } from '../companies-texts';

/** spec 3 §2.2 Sponsor column: choosing a sponsor saves the company's sponsorId and sponsorName at once. */
export const SponsorSelect = ({ company }: { company: CompanyView }) => {
  const sponsors = useSponsorChoices();
  const update = useUpdateCompanySponsor();
  const choices = sponsors.data ?? [];
  const chosen = update.isPending ? (update.variables.sponsorId ?? '') : (company.sponsorId ?? '');
  return (
    <HTMLSelect
      aria-label={`${T.sponsor}: ${company.companyName}`}
      value={chosen}
      disabled={update.isPending || sponsors.isPending}
      onChange={(event) => {
        const sponsorId = event.currentTarget.value || null;
        const sponsorName = choices.find((sponsor) => sponsor.id === sponsorId)?.name ?? null;
        // spec 3 §8 only logs this failure; an admin is told, and the select shows the sponsor kept.
        update.mutate(
          { organizationId: company.id, sponsorId, sponsorName },
          { onError: () => showToast({ intent: 'danger', message: T.failedToUpdate }) },
        );
      }}
    >
      <option value="">{T.noSponsor}</option>
      {/* A sponsor beyond the list (deleted since) still shows as chosen. */}
      {company.sponsorId && !choices.some((sponsor) => sponsor.id === company.sponsorId) && (
        <option value={company.sponsorId}>{company.sponsorName ?? company.sponsorId}</option>
      )}
      {choices.map((sponsor) => (
        <option key={sponsor.id} value={sponsor.id}>
          {sponsor.name}
        </option>
      ))}
    </HTMLSelect>
  );
};
