import { Button, Callout, ControlGroup, HTMLSelect, HTMLTable, Label, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { CompanySortField } from '../../../../../domain/organization/company-view';
import { type CompanySort, useCompanies } from '../api/get-companies';
import { COMPANIES_TEXTS as T } from '../companies-texts';
import '../companies.css';
import { CompanyRow } from './company-row';

// spec 3 §9: company name ascending until the admin chooses otherwise.
const DEFAULT_SORT: CompanySort = { sortBy: 'companyName', sortDirection: 'asc' };

/** spec 3 §2.2: /admin/companies, every organization a page of 10 at a time, sorted by name or date. */
export const CompaniesScreen = () => {
  const [sort, setSort] = useState<CompanySort>(DEFAULT_SORT);
  const companies = useCompanies(sort);
  const ascending = sort.sortDirection === 'asc';
  const rows = companies.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="page companies">
      <h1>{T.title}</h1>
      <div className="companies__toolbar">
        <Label className="bp6-inline">
          {T.sortBy}
          <ControlGroup>
            <HTMLSelect
              value={sort.sortBy}
              onChange={(event) => setSort({ ...sort, sortBy: event.currentTarget.value as CompanySortField })}
              options={[
                { label: T.date, value: 'createdAt' },
                { label: T.companyName, value: 'companyName' },
              ]}
            />
            <Button
              icon={ascending ? 'sort-asc' : 'sort-desc'}
              text={ascending ? T.ascending : T.descending}
              onClick={() => setSort({ ...sort, sortDirection: ascending ? 'desc' : 'asc' })}
            />
          </ControlGroup>
        </Label>
      </div>
      {companies.isPending ? (
        <Spinner size={32} />
      ) : companies.isError ? (
        <Callout intent="danger" role="alert">
          {companies.error.message || T.failedToGet}
        </Callout>
      ) : rows.length === 0 ? (
        <NonIdealState icon="office" title={T.empty} />
      ) : (
        <>
          {/* A wide table scrolls inside its frame on a narrow screen instead of widening the page. */}
          <div className="companies__table-frame" role="region" aria-label={T.title} tabIndex={0}>
            <HTMLTable className="companies-table">
              <thead>
                <tr>
                  <th scope="col">{T.companyName}</th>
                  <th scope="col">{T.address}</th>
                  <th scope="col">{T.createdAt}</th>
                  <th scope="col">{T.createdBy}</th>
                  <th scope="col">{T.contactDetails}</th>
                  <th scope="col">{T.sponsor}</th>
                  <th scope="col">{T.jobfairs}</th>
                  <th scope="col">{T.onboardingStatus}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((company) => (
                  <CompanyRow key={company.id} company={company} />
                ))}
              </tbody>
            </HTMLTable>
          </div>
          {companies.hasNextPage && (
            <Button
              className="companies__load-more"
              text={T.loadMore}
              loading={companies.isFetchingNextPage}
              onClick={() => void companies.fetchNextPage()}
            />
          )}
        </>
      )}
    </div>
  );
};
