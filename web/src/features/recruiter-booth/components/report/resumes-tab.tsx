import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { BoothResumeView } from '../../../../../../domain/resume/booth-resume-view';
import { useBoothResumes } from '../../api/get-booth-resumes';
import { REPORT_TEXTS } from '../../report-texts';

/** What a drop-off row shows: a live one with its download link, or one as it stood at a moment (no link: the file may since be replaced). */
export type ResumeRow = Pick<BoothResumeView, 'id' | 'jobSeekerId' | 'firstName' | 'lastName' | 'fileName' | 'jobTitle' | 'notes'> &
  Readonly<{ resumeUrl?: string | null }>;

type ResumesTableProps = Readonly<{
  rows: readonly ResumeRow[] | undefined;
  selectedId: string | null;
  onSelect: (resume: ResumeRow) => void;
}>;

/** spec 2 §2.1 tab 'Resumes and Notes Left at Booth': Candidate, Resume download, 'Job Title & Notes'; a row selects the candidate. */
export const ResumesTable = ({ rows, selectedId, onSelect }: ResumesTableProps) => {
  if (!rows) return <Spinner size={24} />;
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
                <span title={row.resumeUrl === undefined ? REPORT_TEXTS.pastResume : undefined}>{row.fileName}</span>
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

/** The live tab: the booth's drop-offs as they are now, with download links. */
export const ResumesTab = ({
  jobFairId,
  boothId,
  ...table
}: Omit<ResumesTableProps, 'rows'> & Readonly<{ jobFairId: string; boothId: string }>) => {
  const resumes = useBoothResumes(jobFairId, boothId);
  return <ResumesTable rows={resumes.data ?? (resumes.isPending ? undefined : [])} {...table} />;
};
