import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useState } from 'react';
import type { JobseekerRegistrationView } from '../../../../../../domain/report/booth-report-view';
import { REPORT_MOMENT_TEXTS } from '../../../../components/report-moment/report-moment-texts';
import { formatMoment } from '../../../../lib/local-date-time';
import { showToast } from '../../../../lib/toaster';
import { useBoothInvitations, useInvitationCommand } from '../../api/booth-invitations';
import { useRegisteredJobseekers } from '../../api/get-registered-jobseekers';
import { REPORT_TEXTS } from '../../report-texts';

type RegisteredJobseekersDialogProps = Readonly<{
  organizationId: string;
  jobFairId: string;
  /** The booth that invites; without one (the fair-wide report) the list has no Invite column. */
  boothId?: string;
  /** The report's moment: those registered by then (null: now). */
  moment?: number | null;
  isOpen: boolean;
  onClose: () => void;
}>;

const matches = (search: string) => {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return ({ registrationData: data }: JobseekerRegistrationView) => {
    const text = `${data.given_name} ${data.family_name} ${data.email}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
};

/**
 * spec 2 §2.1 'Registered Jobseekers': Given Name, Family Name, Email, Phone Number, with the spec's empty and
 * error lines; and, beyond the spec, the booth's invitation of each (Invite, or Invited with Withdraw), with a
 * search over names and emails: the fair's job seekers are the people a booth may invite, and a busy fair lists hundreds.
 */
export const RegisteredJobseekersDialog = ({
  organizationId,
  jobFairId,
  boothId,
  moment = null,
  isOpen,
  onClose,
}: RegisteredJobseekersDialogProps) => {
  const jobseekers = useRegisteredJobseekers(organizationId, jobFairId, moment, isOpen);
  const invites = boothId !== undefined;
  const invitations = useBoothInvitations({ jobFairId, boothId: boothId ?? '' }, isOpen && invites);
  const command = useInvitationCommand({ jobFairId, boothId: boothId ?? '' });
  const [search, setSearch] = useState('');
  const pending = new Set(
    (invitations.data ?? []).filter((invitation) => invitation.status === 'Pending').map((invitation) => invitation.jobSeekerId),
  );
  const rows = (jobseekers.data ?? []).filter(matches(search));
  const act = (jobSeekerId: string, invite: boolean) =>
    command.mutate({ jobSeekerId, invite }, { onError: (error) => showToast({ message: error.message, intent: 'danger' }) });
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={REPORT_TEXTS.registeredJobseekers} className="booth-report__dialog">
      <DialogBody>
        {moment !== null && <p className={Classes.TEXT_MUTED}>{REPORT_MOMENT_TEXTS.asOf(formatMoment(moment))}</p>}
        {jobseekers.isError ? (
          <Callout intent="danger">{REPORT_TEXTS.jobseekersFailed}</Callout>
        ) : jobseekers.isPending ? (
          <Spinner size={24} />
        ) : jobseekers.data.length === 0 ? (
          <NonIdealState icon="people" title={REPORT_TEXTS.noJobseekers} />
        ) : (
          <>
            <InputGroup
              type="search"
              leftIcon="search"
              placeholder={REPORT_TEXTS.searchJobseekers}
              aria-label={REPORT_TEXTS.searchJobseekers}
              value={search}
              onValueChange={setSearch}
              maxLength={200}
              data-testid="registered-jobseekers-search"
            />
            {/* A phone scrolls the table sideways rather than hiding its last columns, Invite among them. */}
            <div className="booth-report__scroll">
              <HTMLTable compact striped className="booth-report__table" data-testid="registered-jobseekers">
                <thead>
                  <tr>
                    <th>{REPORT_TEXTS.givenName}</th>
                    <th>{REPORT_TEXTS.familyName}</th>
                    <th>{REPORT_TEXTS.email}</th>
                    <th>{REPORT_TEXTS.phoneNumber}</th>
                    {invites && <th>{REPORT_TEXTS.invitation}</th>}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ id, registrationData }) => {
                    const name = `${registrationData.given_name} ${registrationData.family_name}`;
                    const busy = command.isPending && command.variables.jobSeekerId === id;
                    return (
                      <tr key={id} data-testid="registered-jobseeker">
                        <td>{registrationData.given_name}</td>
                        <td>{registrationData.family_name}</td>
                        <td>{registrationData.email}</td>
                        <td>{registrationData.phone_number ?? REPORT_TEXTS.notGiven}</td>
                        {invites && (
                          <td className="booth-report__invitation">
                            {pending.has(id) ? (
                              <>
                                <Tag intent="success" icon="envelope" data-testid="jobseeker-invited">
                                  {REPORT_TEXTS.invited}
                                </Tag>
                                <Button
                                  size="small"
                                  variant="minimal"
                                  text={REPORT_TEXTS.withdrawInvitation}
                                  aria-label={REPORT_TEXTS.withdrawInvitationOf(name)}
                                  loading={busy}
                                  onClick={() => act(id, false)}
                                />
                              </>
                            ) : (
                              <Button
                                size="small"
                                icon="envelope"
                                text={REPORT_TEXTS.invite}
                                aria-label={REPORT_TEXTS.inviteTo(name)}
                                loading={busy}
                                disabled={invitations.isPending}
                                onClick={() => act(id, true)}
                              />
                            )}
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
            </div>
            {rows.length === 0 && <NonIdealState icon="search" title={REPORT_TEXTS.noJobseekerMatches} />}
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={REPORT_TEXTS.close} onClick={onClose} />} />
    </Dialog>
  );
};
