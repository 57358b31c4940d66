import { Button, Card, HTMLSelect, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { BoothView } from '../../../../../../domain/booth/booth-view';
import { useBoothPresence } from '../../../../components/presence/get-booth-presence';
import { showToast } from '../../../../lib/toaster';
import { boothConversationsKey, useBoothConversations } from '../../api/get-booth-conversations';
import { boothMetricsQueryOptions, useBoothMetrics } from '../../api/get-booth-metrics';
import { downloadRatingsCsv } from '../../api/download-ratings-csv';
import { useRecruiterSessions } from '../../../../api/get-recruiter-sessions';
import { REPORT_TEXTS } from '../../report-texts';
import '../../report.css';
import { WithAssignedBooth } from '../assigned-booth';
import { CandidatePanel, type ReportSelection, type TranscriptSlot } from './candidate-panel';
import { ConversationsTab } from './conversations-tab';
import { MetricsCard } from './metrics-card';
import { RegisteredJobseekersDialog } from './registered-jobseekers-dialog';
import { ResumesTab } from './resumes-tab';
import { BreadcrumbTrail } from '../../../../components/breadcrumb-trail';

/** spec 2 §2.1 Report page (/recruiter/history) for the recruiter's booth in the selected fair. */
export const RecruiterReportPage = ({ transcript }: { transcript: TranscriptSlot }) => (
  <WithAssignedBooth>
    {({ jobFairId, booth, recruiterId }) => (
      <BoothReport jobFairId={jobFairId} booth={booth} recruiterId={recruiterId} transcript={transcript} />
    )}
  </WithAssignedBooth>
);

type BoothReportProps = Readonly<{ jobFairId: string; booth: BoothView; recruiterId: string; transcript: TranscriptSlot }>;

const BoothReport = ({ jobFairId, booth, recruiterId, transcript }: BoothReportProps) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const boothId = booth.id;
  const [recruiterFilter, setRecruiterFilter] = useState<string | null>(null);
  const [selection, setSelection] = useState<ReportSelection | null>(null);
  const [showRegistered, setShowRegistered] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const metrics = useBoothMetrics(jobFairId, boothId);
  const conversations = useBoothConversations(jobFairId, boothId, recruiterFilter);
  const team = useBoothPresence(jobFairId, boothId);
  const recruiters = (team.data ?? []).filter((person) => person.roles.includes('Recruiter'));

  // Live where cheap: the recruiter's own sessions are pushed; when one changes (an interview ends), the conversations and numbers are read again.
  const ownSessions = useRecruiterSessions(jobFairId, recruiterId);
  const sessionsSignature = (ownSessions.data ?? []).map((item) => `${item.id}:${item.status}`).join(',');
  useEffect(() => {
    if (!sessionsSignature) return;
    void queryClient.invalidateQueries({ queryKey: boothConversationsKey(jobFairId, boothId) });
    void queryClient.invalidateQueries({ queryKey: boothMetricsQueryOptions(jobFairId, boothId).queryKey });
  }, [sessionsSignature, queryClient, jobFairId, boothId]);

  const interviews = recruiterFilter === null ? metrics.data?.boothInterviews : (metrics.data?.interviewsByRecruiter[recruiterFilter] ?? 0);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRatingsCsv(jobFairId, boothId);
    } catch {
      showToast({ intent: 'danger', message: REPORT_TEXTS.downloadFailed });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="booth-report" aria-label={REPORT_TEXTS.title(booth.name)}>
      <BreadcrumbTrail
        items={[
          { text: REPORT_TEXTS.breadcrumbBooth, icon: 'shop', onClick: () => void navigate({ to: '/recruiter/booth' }) },
          { text: REPORT_TEXTS.breadcrumbReport, icon: 'timeline-bar-chart' },
        ]}
      />
      <div className="booth-report__header">
        <h2 data-testid="report-title">{REPORT_TEXTS.title(booth.name)}</h2>
        <Button icon="people" text={REPORT_TEXTS.registeredApplicants} onClick={() => setShowRegistered(true)} />
        <Button
          variant="minimal"
          intent="primary"
          icon="download"
          text={REPORT_TEXTS.downloadRatings}
          loading={downloading}
          onClick={() => void download()}
        />
      </div>
      <MetricsCard metrics={metrics} />
      <div className="booth-report__columns">
        <Card className="booth-report__main">
          <div className="booth-report__filter">
            <label>
              <span className="booth-report__filter-label">{REPORT_TEXTS.selectRecruiter}</span>
              <HTMLSelect
                aria-label={REPORT_TEXTS.selectRecruiter}
                value={recruiterFilter ?? ''}
                onChange={(event) => setRecruiterFilter(event.currentTarget.value || null)}
              >
                <option value="">{REPORT_TEXTS.allRecruiters}</option>
                {recruiters.map((person) => (
                  <option key={person.userId} value={person.userId}>{`${person.firstName} ${person.lastName}`}</option>
                ))}
              </HTMLSelect>
            </label>
            <span data-testid="interviews-count">{REPORT_TEXTS.interviewsCount(interviews ?? 0)}</span>
          </div>
          <Tabs id="report-tabs" renderActiveTabPanelOnly>
            <Tab
              id="conversations"
              title={REPORT_TEXTS.conversations}
              panel={
                <ConversationsTab
                  conversations={conversations}
                  selectedId={selection?.sessionId ?? null}
                  onSelect={(row) =>
                    setSelection({ candidateId: row.candidateId, sessionId: row.id, dropOffId: null, dropOffResumeUrl: null })
                  }
                />
              }
            />
            <Tab
              id="resumes"
              title={REPORT_TEXTS.resumesTab}
              panel={
                <ResumesTab
                  jobFairId={jobFairId}
                  boothId={boothId}
                  selectedId={selection?.dropOffId ?? null}
                  onSelect={(row) =>
                    setSelection({ candidateId: row.jobSeekerId, sessionId: null, dropOffId: row.id, dropOffResumeUrl: row.resumeUrl })
                  }
                />
              }
            />
          </Tabs>
        </Card>
        <Card className="booth-report__side">
          {selection ? (
            <CandidatePanel
              key={`${selection.candidateId}:${selection.sessionId}:${selection.dropOffId}`}
              jobFairId={jobFairId}
              boothId={boothId}
              selection={selection}
              transcript={transcript}
            />
          ) : (
            <NonIdealState icon="person" description={REPORT_TEXTS.selectCandidate} />
          )}
        </Card>
      </div>
      <RegisteredJobseekersDialog
        organizationId={booth.organizationId}
        jobFairId={jobFairId}
        boothId={boothId}
        isOpen={showRegistered}
        onClose={() => setShowRegistered(false)}
      />
    </section>
  );
};
