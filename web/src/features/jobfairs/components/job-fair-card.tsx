import { Button, Card, Icon, Tag } from '@blueprintjs/core';
import { formatFairDate, formatFairTime } from '../job-fair-format';
import { JOB_FAIR_TEXTS } from '../job-fair-texts';
import type { JobFair } from '../job-fair-types';
import { JobFairStatusBadge } from './job-fair-status-badge';

type JobFairCardProps = Readonly<{
  fair: JobFair;
  onEdit: (fair: JobFair) => void;
  onDelete: (fair: JobFair) => void;
  onPay?: (fair: JobFair) => void;
}>;

/** One job fair: name, date, time, timezone, duration, payment and time status (spec 2 §2.4, spec 1 §4.2). */
export const JobFairCard = ({ fair, onEdit, onDelete, onPay }: JobFairCardProps) => {
  const unpaid = fair.paymentStatus === 'UnPaid';
  return (
    <Card className="job-fair-card" elevation={1} role="article" aria-label={fair.name} data-testid="job-fair-card">
      <div className="job-fair-card__header">
        <h3 className="job-fair-card__name">{fair.name}</h3>
        <Tag intent={unpaid ? 'warning' : 'success'} minimal data-testid="job-fair-payment">
          {unpaid ? JOB_FAIR_TEXTS.unpaid : JOB_FAIR_TEXTS.paid}
        </Tag>
      </div>
      <dl className="job-fair-card__facts">
        <div>
          <dt>
            <Icon icon="calendar" size={12} /> {JOB_FAIR_TEXTS.startDate}
          </dt>
          <dd>{formatFairDate(fair.startDate)}</dd>
        </div>
        <div>
          <dt>
            <Icon icon="time" size={12} /> {JOB_FAIR_TEXTS.startTime}
          </dt>
          <dd>
            {formatFairTime(fair.startTime)} {fair.timezone}
          </dd>
        </div>
        <div>
          <dt>
            <Icon icon="stopwatch" size={12} /> {JOB_FAIR_TEXTS.durationLabel}
          </dt>
          <dd>{JOB_FAIR_TEXTS.duration(fair.durationHours, fair.durationMinutes)}</dd>
        </div>
      </dl>
      <div className="job-fair-card__footer">
        <JobFairStatusBadge fair={fair} />
        {unpaid && (
          <div className="job-fair-card__actions">
            {onPay && (
              <Button variant="minimal" intent="primary" icon="credit-card" text={JOB_FAIR_TEXTS.pay} onClick={() => onPay(fair)} />
            )}
            <Button variant="minimal" icon="edit" text={JOB_FAIR_TEXTS.edit} onClick={() => onEdit(fair)} />
            <Button variant="minimal" intent="danger" icon="trash" text={JOB_FAIR_TEXTS.delete} onClick={() => onDelete(fair)} />
          </div>
        )}
      </div>
    </Card>
  );
};
