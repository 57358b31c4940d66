import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { BoothResumeView } from '../../../../../../domain/resume/booth-resume-view';
import { useBoothResumes } from '../../api/get-booth-resumes';
import { REPORT_TEXTS } from '../../report-texts';

type ResumesTabProps = Readonly<{
  jobFairId: string;
  boothId: string;
  selectedId: string | null;
  onSelect: (resume: BoothResumeView) => void;
}>;

/** spec 2 §2.1 tab 'Resumes and Notes Left at Booth': Candidate, Resume download, 'Job Title & Notes'; a row selects the candidate. */
export const ResumesTab = ({ jobFairId, boothId, selectedId, onSelect }: ResumesTabProps) => {
  const resumes = useBoothResumes(jobFairId, boothId);
  const rows = resumes.data ?? [];
  if (resumes.isPending) return <Spinner size={24} />;
  if (rows.length === 0) return <NonIdealState icon="document" title={REPORT_TEXTS.noResumes} />;
  return (
    <HTMLTable compact interactive className="booth-report__table" data-testid="booth-resumes">
      <thead>
        <tr>
          <th>{REPORT_TEXTS.candidate}</th>
          <th>{REPORT_TEXTS.resume}</th>
          <th>{REPORT_TEXTS.jobTitleAndNotes}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-testid="booth-resume"
            aria-selected={row.id === selectedId}
            className={row.id === selectedId ? 'booth-report__row--selected' : undefined}
            onClick={() => onSelect(row)}
          >
            <td>{[row.firstName, row.lastName].filter(Boolean).join(' ') || row.jobSeekerId}</td>
            <td>
              {row.resumeUrl ? (
                // The link downloads; it must not also select the row under it.
                <a
                  href={row.resumeUrl}
                  download={row.fileName}
                  target="_blank"
                  rel="noreferrer"
                  onClick={(event) => event.stopPropagation()}
                >
                  {row.fileName}
                </a>
              ) : (
                row.fileName
              )}
            </td>
            <td>
              <strong>{row.jobTitle}</strong>
              {row.notes && <p className="booth-report__notes">{row.notes}</p>}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
