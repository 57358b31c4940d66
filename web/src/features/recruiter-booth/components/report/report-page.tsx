import { Button, Callout, Card, HTMLSelect, NonIdealState, Tab, Tabs, type BreadcrumbProps } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useBoothPresence } from '../../../../components/presence/get-booth-presence';
import { showToast } from '../../../../lib/toaster';
import { boothConversationsKey, useBoothConversations } from '../../api/get-booth-conversations';
import { boothMetricsQueryOptions, useBoothMetrics } from '../../api/get-booth-metrics';
import { downloadRatingsCsv } from '../../api/download-ratings-csv';
import { useBoothReportAsOf } from '../../api/get-booth-report-as-of';
import type { TraceRequest } from '../../api/get-metric-trace';
import { useRecruiterSessions } from '../../../../api/get-recruiter-sessions';
import { REPORT_TEXTS } from '../../report-texts';
import '../../report.css';
import { WithAssignedBooth } from '../assigned-booth';
import { CandidatePanel, type ReportSelection, type TranscriptSlot } from './candidate-panel';
import { ConversationsTab } from './conversations-tab';
import { MetricsCard } from './metrics-card';
import { MetricTraceDialog } from './metric-trace-dialog';
import { RegisteredJobseekersDialog } from './registered-jobseekers-dialog';
import { ResumesTab, ResumesTable, type ResumeRow } from './resumes-tab';
import { BreadcrumbTrail } from '../../../../components/breadcrumb-trail';
import { ReportMoment } from '../../../../components/report-moment/report-moment';
import { useReportPeriod } from '../../api/get-report-period';

/** spec 2 §2.1 Report page (/recruiter/history) for the recruiter's booth in the selected fair. */
export const RecruiterReportPage = ({ transcript }: { transcript: TranscriptSlot }) => {
  const navigate = useNavigate();
  return (
    <WithAssignedBooth>
      {({ jobFairId, booth, recruiterId }) => (
        <BoothReport
          jobFairId={jobFairId}
          booth={booth}
          recruiterId={recruiterId}
          transcript={transcript}
          breadcrumbs={[
            { text: REPORT_TEXTS.breadcrumbBooth, icon: 'shop', onClick: () => void navigate({ to: '/recruiter/booth' }) },
            { text: REPORT_TEXTS.breadcrumbReport, icon: 'timeline-bar-chart' },
          ]}
        />
      )}
    </WithAssignedBooth>
  );
};

type BoothReportProps = Readonly<{
  jobFairId: string;
  booth: Readonly<{ id: string; name: string; organizationId: string }>;
  /** The recruiter reading their booth's report; null: a reader from outside the booth (an auditor), read-only and not live. */
  recruiterId: string | null;
  transcript: TranscriptSlot;
  breadcrumbs: readonly BreadcrumbProps[];
}>;

/**
 * A booth's report (spec 2 §2.1): the recruiter's, and an auditor's read-only one, which follows no
 * live subscription of the booth's people and offers no invitation (the server refuses auditors every write).
 */
export const BoothReport = ({ jobFairId, booth, recruiterId, transcript, breadcrumbs }: BoothReportProps) => {
  const queryClient = useQueryClient();
  const boothId = booth.id;
  const [recruiterFilter, setRecruiterFilter] = useState<string | null>(null);
  const [selection, setSelection] = useState<ReportSelection | null>(null);
  const [showRegistered, setShowRegistered] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // Beyond the spec: null is live; a moment shows every figure, table and list as it stood then.
  const [moment, setMoment] = useState<number | null>(null);
  // The candidate panel shows a person as they are now; a row chosen at another moment is let go, not carried over.
  const moveTo = (next: number | null) => {
    setMoment(next);
    setSelection(null);
  };
  const [trace, setTrace] = useState<TraceRequest | null>(null);
  const metrics = useBoothMetrics(jobFairId, boothId);
  const conversations = useBoothConversations(jobFairId, boothId, recruiterFilter);
  const asOf = useBoothReportAsOf(jobFairId, boothId, moment);
  const period = useReportPeriod(jobFairId, boothId);
  const past = moment === null ? null : asOf;
  const shownMetrics = past ? past.data?.metrics : metrics.data;
  const shownConversations = past
    ? past.data?.conversations.filter((row) => recruiterFilter === null || row.recruiterId === recruiterFilter)
    : conversations.isPending
      ? undefined
      : (conversations.data?.pages.flatMap((page) => page.items) ?? []);
  const team = useBoothPresence(jobFairId, boothId, { live: recruiterId !== null });
  // The team's recruiters, and (for a reader outside the booth, who does not see its people) those named in the conversations shown.
  const recruiters = new Map((shownConversations ?? []).map((row) => [row.recruiterId, row.recruiterName ?? row.recruiterId] as const));
  for (const person of team.data ?? [])
    if (person.roles.includes('Recruiter')) recruiters.set(person.userId, `${person.firstName} ${person.lastName}`);

  // Live where cheap: the recruiter's own sessions are pushed; when one changes (an interview ends), the conversations and numbers are read again.
  const ownSessions = useRecruiterSessions(jobFairId, recruiterId);
  const sessionsSignature = (ownSessions.data ?? []).map((item) => `${item.id}:${item.status}`).join(',');
  useEffect(() => {
    if (!sessionsSignature) return;
    void queryClient.invalidateQueries({ queryKey: boothConversationsKey(jobFairId, boothId) });
    void queryClient.invalidateQueries({ queryKey: boothMetricsQueryOptions(jobFairId, boothId).queryKey });
  }, [sessionsSignature, queryClient, jobFairId, boothId]);

  const interviews = recruiterFilter === null ? shownMetrics?.boothInterviews : (shownMetrics?.interviewsByRecruiter[recruiterFilter] ?? 0);
  const traceInterviews = () =>
    setTrace(
      recruiterFilter === null
        ? { metric: 'boothInterviews', label: REPORT_TEXTS.interviewsCount(interviews ?? 0) }
        : { metric: 'interviewsByRecruiter', recruiterId: recruiterFilter, label: REPORT_TEXTS.interviewsCount(interviews ?? 0) },
    );
  const selectDropOff = (row: ResumeRow) =>
    setSelection({ candidateId: row.jobSeekerId, sessionId: null, dropOffId: row.id, dropOffResumeUrl: row.resumeUrl ?? null });
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
      <BreadcrumbTrail items={breadcrumbs} />
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
      <ReportMoment period={period.data} moment={moment} onChange={moveTo} />
      {past?.isError && <Callout intent="danger">{REPORT_TEXTS.momentFailed}</Callout>}
      <MetricsCard
        metrics={shownMetrics}
        isPending={(past ?? metrics).isPending}
        isFetching={(past ?? metrics).isFetching}
        onRefresh={() => void (past ?? metrics).refetch()}
        onTrace={(metric) => setTrace({ metric, label: REPORT_TEXTS.metrics[metric] })}
      />
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
                {[...recruiters].map(([userId, name]) => (
                  <option key={userId} value={userId}>
                    {name}
                  </option>
                ))}
              </HTMLSelect>
            </label>
            <Button
              variant="minimal"
              data-testid="interviews-count"
              title={REPORT_TEXTS.traceHint}
              text={REPORT_TEXTS.interviewsCount(interviews ?? 0)}
              onClick={traceInterviews}
            />
          </div>
          <Tabs id="report-tabs" renderActiveTabPanelOnly>
            <Tab
              id="conversations"
              title={REPORT_TEXTS.conversations}
              panel={
                <ConversationsTab
                  rows={shownConversations}
                  paging={past ? null : { ...conversations, fetchNextPage: () => void conversations.fetchNextPage() }}
                  selectedId={selection?.sessionId ?? null}
                  onSelect={(row) =>
                    setSelection({ candidateId: row.candidateId, sessionId: row.id, dropOffId: null, dropOffResumeUrl: null })
                  }
                  onTraceRating={(row) =>
                    setTrace({
                      metric: 'rating',
                      sessionId: row.id,
                      label: `${REPORT_TEXTS.rating} (${row.candidateName ?? row.candidateId})`,
                    })
                  }
                />
              }
            />
            <Tab
              id="resumes"
              title={REPORT_TEXTS.resumesTab}
              panel={
                past ? (
                  <ResumesTable rows={past.data?.resumes} selectedId={selection?.dropOffId ?? null} onSelect={selectDropOff} />
                ) : (
                  <ResumesTab jobFairId={jobFairId} boothId={boothId} selectedId={selection?.dropOffId ?? null} onSelect={selectDropOff} />
                )
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
      <MetricTraceDialog jobFairId={jobFairId} boothId={boothId} request={trace} moment={moment} onClose={() => setTrace(null)} />
      <RegisteredJobseekersDialog
        organizationId={booth.organizationId}
        jobFairId={jobFairId}
        boothId={recruiterId === null ? undefined : boothId}
        moment={moment}
        isOpen={showRegistered}
        onClose={() => setShowRegistered(false)}
      />
    </section>
  );
};
