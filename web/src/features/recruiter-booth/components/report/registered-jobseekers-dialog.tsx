import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useRegisteredJobseekers } from '../../api/get-registered-jobseekers';
import { REPORT_TEXTS } from '../../report-texts';

type RegisteredJobseekersDialogProps = Readonly<{ organizationId: string; jobFairId: string; isOpen: boolean; onClose: () => void }>;

/** spec 2 §2.1 'Registered Jobseekers': Given Name, Family Name, Email, Phone Number, with the spec's empty and error lines. */
export const RegisteredJobseekersDialog = ({ organizationId, jobFairId, isOpen, onClose }: RegisteredJobseekersDialogProps) => {
  const jobseekers = useRegisteredJobseekers(organizationId, jobFairId, isOpen);
  const rows = jobseekers.data ?? [];
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={REPORT_TEXTS.registeredJobseekers} className="booth-report__dialog">
      <DialogBody>
        {jobseekers.isError ? (
          <Callout intent="danger">{REPORT_TEXTS.jobseekersFailed}</Callout>
        ) : jobseekers.isPending ? (
          <Spinner size={24} />
        ) : rows.length === 0 ? (
          <NonIdealState icon="people" title={REPORT_TEXTS.noJobseekers} />
        ) : (
          <HTMLTable compact striped className="booth-report__table" data-testid="registered-jobseekers">
            <thead>
              <tr>
                <th>{REPORT_TEXTS.givenName}</th>
                <th>{REPORT_TEXTS.familyName}</th>
                <th>{REPORT_TEXTS.email}</th>
                <th>{REPORT_TEXTS.phoneNumber}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ id, registrationData }) => (
                <tr key={id}>
                  <td>{registrationData.given_name}</td>
                  <td>{registrationData.family_name}</td>
                  <td>{registrationData.email}</td>
                  <td>{registrationData.phone_number ?? REPORT_TEXTS.notGiven}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={REPORT_TEXTS.close} onClick={onClose} />} />
    </Dialog>
  );
};
