import { useParams } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { FairReportPage } from '../../features/fair-report/components/fair-report-page';
import { RegisteredJobseekersDialog } from '../../features/recruiter-booth/components/report/registered-jobseekers-dialog';
import { sessionStore } from '../../stores/session-store';

/**
 * The fair-wide report with the booth report's 'Registered Jobseekers' modal, for /employer-admin/fair-report/$jobFairId
 * (the employer admin's own organization) and /admin/fair-report/$orgId/$jobFairId. Loaded as its own chunk
 * (lazyRouteComponent): the charting library is only fetched by those who open a report.
 */
export const FairReportScreen = () => {
  const params = useParams({ strict: false });
  const { session } = useSnapshot(sessionStore);
  const organizationId = params.orgId ?? session?.user.organizationId ?? '';
  const jobFairId = params.jobFairId ?? '';
  return (
    <FairReportPage
      jobFairId={jobFairId}
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
