import { Button, Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useBoothResumes } from '../api/get-booth-resumes';
import { RECRUITER_BOOTH_TEXTS } from '../recruiter-booth-texts';

/**
 * spec 2 §2.1 'Resumes and Notes Left at Booth': Candidate, Resume download, 'Job Title & Notes'.
 * The report page that holds this tab in the spec is not built yet, so the dashboard shows it.
 */
export const BoothResumes = ({ jobFairId, boothId }: { jobFairId: string; boothId: string }) => {
  const resumes = useBoothResumes(jobFairId, boothId);
  const rows = resumes.data ?? [];
  return (
    <Card className="recruiter-booth__resumes" data-testid="booth-resumes">
      <div className="recruiter-booth__card-title">
        <h3>{RECRUITER_BOOTH_TEXTS.resumesTitle}</h3>
        <Button variant="minimal" icon="refresh" aria-label={RECRUITER_BOOTH_TEXTS.refreshResumes} loading={resumes.isFetching} onClick={() => void resumes.refetch()} />
      </div>
      {resumes.isPending ? (
        <Spinner size={24} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="document" title={RECRUITER_BOOTH_TEXTS.noResumes} />
      ) : (
        <HTMLTable compact striped className="recruiter-booth__resume-table">
          <thead>
            <tr>
              <th>{RECRUITER_BOOTH_TEXTS.candidate}</th>
              <th>{RECRUITER_BOOTH_TEXTS.resume}</th>
              <th>{RECRUITER_BOOTH_TEXTS.jobTitleAndNotes}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="booth-resume">
                <td>{[row.firstName, row.lastName].filter(Boolean).join(' ') || row.jobSeekerId}</td>
                <td>
                  {row.resumeUrl ? (
                    <a href={row.resumeUrl} download={row.fileName} target="_blank" rel="noreferrer">
                      {row.fileName}
                    </a>
                  ) : (
                    row.fileName
                  )}
                </td>
                <td>
                  <strong>{row.jobTitle}</strong>
                  {row.notes && <p className="recruiter-booth__resume-notes">{row.notes}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
};
