import { AnchorButton, Callout, NonIdealState, Section, SectionCard, Spinner, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ChatMessage } from '../../../../../../domain/interview/chat-message';
import type { CandidateReportView } from '../../../../../../domain/report/booth-report-view';
import { useCandidateReport } from '../../api/get-candidate-report';
import { REPORT_TEXTS } from '../../report-texts';

/** The interview feature's read-only transcript, given by the app so this feature need not import it. */
export type TranscriptSlot = (messages: readonly ChatMessage[]) => ReactNode;

/** Who is selected: from a conversation (its session) or from a resume left at the booth (that PDF). */
export type ReportSelection = Readonly<{
  candidateId: string;
  sessionId: string | null;
  dropOffId: string | null;
  dropOffResumeUrl: string | null;
}>;

type CandidatePanelProps = Readonly<{ jobFairId: string; boothId: string; selection: ReportSelection; transcript: TranscriptSlot }>;

const PROFILE_ROWS: readonly [keyof CandidateReportView, string][] = [
  ['phone', REPORT_TEXTS.phone],
  ['email', REPORT_TEXTS.email],
  ['degreeType', REPORT_TEXTS.degreeType],
  ['academicMajor', REPORT_TEXTS.academicMajor],
  ['fieldOfWork', REPORT_TEXTS.fieldOfWork],
  ['salaryRequirements', REPORT_TEXTS.salaryRequirements],
  ['securityClearance', REPORT_TEXTS.securityClearance],
  ['geographicPreference', REPORT_TEXTS.geographicPreference],
  ['willingToRelocate', REPORT_TEXTS.willingToRelocate],
  ['availabilityDate', REPORT_TEXTS.availabilityDate],
];

const shown = (value: unknown): string =>
  value === true
    ? REPORT_TEXTS.yes
    : value === false
      ? REPORT_TEXTS.no
      : typeof value === 'string' && value
        ? value
        : REPORT_TEXTS.notGiven;

/** spec 2 §2.1 right panel: an accordion of Profile, Resume, Queue Questions and Chat History for the selected candidate. */
export const CandidatePanel = ({ jobFairId, boothId, selection, transcript }: CandidatePanelProps) => {
  const report = useCandidateReport(jobFairId, boothId, selection.candidateId, selection.sessionId);
  if (report.isPending) return <Spinner size={32} />;
  if (report.isError) return <Callout intent="danger">{REPORT_TEXTS.candidateFailed}</Callout>;
  const candidate = report.data;
  // A resume left at the booth is what the recruiter clicked; otherwise the profile's.
  const resumeUrl = selection.dropOffResumeUrl ?? candidate.resumeUrl;
  const isPdf = selection.dropOffResumeUrl !== null || candidate.resumeIsPdf;
  return (
    <div className="booth-report__candidate" data-testid="candidate-panel">
      <h3>{`${candidate.firstName} ${candidate.lastName}`}</h3>
      <Section title={REPORT_TEXTS.profile} collapsible compact data-testid="candidate-profile">
        <SectionCard>
          <dl className="booth-report__profile">
            {PROFILE_ROWS.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{shown(candidate[key])}</dd>
              </div>
            ))}
          </dl>
        </SectionCard>
      </Section>
      <Section title={REPORT_TEXTS.resume} collapsible compact collapseProps={{ defaultIsOpen: false }} data-testid="candidate-resume">
        <SectionCard>
          {resumeUrl ? (
            <>
              {isPdf && <iframe className="booth-report__resume-viewer" src={resumeUrl} title={REPORT_TEXTS.resume} />}
              <AnchorButton icon="download" href={resumeUrl} download={candidate.resumeDownloadName} text={REPORT_TEXTS.downloadResume} />
            </>
          ) : (
            <NonIdealState icon="document" description={REPORT_TEXTS.noResume} />
          )}
        </SectionCard>
      </Section>
      <Section title={REPORT_TEXTS.queueQuestions} collapsible compact data-testid="candidate-questions">
        <SectionCard>
          {candidate.answers.length === 0 || candidate.maxScore === null ? (
            <p>{REPORT_TEXTS.noQuestions}</p>
          ) : (
            <>
              <p className="booth-report__score">{REPORT_TEXTS.score(candidate.score ?? 0, candidate.maxScore)}</p>
              <ol className="booth-report__answers">
                {candidate.answers.map((answer) => (
                  <li key={answer.questionId}>
                    <span>{answer.name}</span>
                    <Tag minimal intent={answer.answer ? 'success' : 'none'}>
                      {answer.answer ? REPORT_TEXTS.yes : REPORT_TEXTS.no}
                    </Tag>
                  </li>
                ))}
              </ol>
            </>
          )}
        </SectionCard>
      </Section>
      <Section title={REPORT_TEXTS.chatHistory} collapsible compact data-testid="candidate-chat">
        <SectionCard>{transcript(candidate.chatTranscript)}</SectionCard>
      </Section>
    </div>
  );
};
