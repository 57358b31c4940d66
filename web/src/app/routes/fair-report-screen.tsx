import { useNavigate, useParams } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { Transcript } from '../../features/interview/components/transcript';
import { useFairMatrix } from '../../features/fair-report/api/get-fair-matrix';
import { FairReportPage } from '../../features/fair-report/components/fair-report-page';
import { BoothReport } from '../../features/recruiter-booth/components/report/report-page';
import { RegisteredJobseekersDialog } from '../../features/recruiter-booth/components/report/registered-jobseekers-dialog';
import { sessionStore } from '../../stores/session-store';
import { NAV_TEXTS } from '../layout/nav-texts';

type FairReportScreenProps = Readonly<{ boothReportPath?: (organizationId: string, jobFairId: string, boothId: string) => string }>;

/**
 * The fair-wide report with the booth report's 'Registered Jobseekers' modal, for /employer-admin/fair-report/$jobFairId
 * (the employer admin's own organization), /admin/fair-report/$orgId/$jobFairId and the auditor's
 * /audit/reports/$orgId/$jobFairId. Loaded as its own chunk (lazyRouteComponent): the charting library is only
 * fetched by those who open a report.
 */
export const FairReportScreen = ({ boothReportPath }: FairReportScreenProps) => {
  const params = useParams({ strict: false });
  const { session } = useSnapshot(sessionStore);
  const organizationId = params.orgId ?? session?.user.organizationId ?? '';
  const jobFairId = params.jobFairId ?? '';
  return (
    <FairReportPage
      jobFairId={jobFairId}
      boothReportPath={boothReportPath && ((boothId) => boothReportPath(organizationId, jobFairId, boothId))}
      registeredJobseekers={(isOpen, onClose, moment) => (
        <RegisteredJobseekersDialog
          organizationId={organizationId}
          jobFairId={jobFairId}
          moment={moment}
          isOpen={isOpen}
          onClose={onClose}
        />
      )}
    />
  );
};

const auditedFairPath = (organizationId: string, jobFairId: string) => `/audit/reports/${organizationId}/${jobFairId}`;
const auditedBoothPath = (organizationId: string, jobFairId: string, boothId: string) =>
  `${auditedFairPath(organizationId, jobFairId)}/booths/${boothId}`;

/** An auditor's fair-wide report: each booth's name opens that booth's report. */
export const AuditFairReportScreen = () => <FairReportScreen boothReportPath={auditedBoothPath} />;

/** An auditor's read-only report of one booth, reached from the fair-wide report's matrix. */
export const AuditBoothReportScreen = () => {
  const navigate = useNavigate();
  const { orgId = '', jobFairId = '', boothId = '' } = useParams({ strict: false });
  const matrix = useFairMatrix(jobFairId, null);
  const booth = matrix.data?.booths.find((row) => row.boothId === boothId);
  return (
    <BoothReport
      key={boothId}
      jobFairId={jobFairId}
      booth={{ id: boothId, name: booth?.boothName ?? '', organizationId: orgId }}
      recruiterId={null}
      transcript={(messages) => <Transcript messages={[...messages]} />}
      breadcrumbs={[
        { text: NAV_TEXTS.reports, icon: 'history', onClick: () => void navigate({ to: '/audit/reports' }) },
        {
          text: matrix.data?.jobFairName ?? NAV_TEXTS.fairReport,
          icon: 'chart',
          onClick: () => void navigate({ to: auditedFairPath(orgId, jobFairId) }),
        },
        { text: booth?.boothName ?? '', icon: 'timeline-bar-chart' },
      ]}
    />
  );
};
