import { Button, Callout, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { DeliveryStatus, DeliveryView } from '../../../../../domain/delivery/delivery-view';
import { NOTIFICATION_EVENT_TYPES, type NotificationEventType } from '../../../../../domain/notification/notification-events';
import { Field } from '../../../components/field';
import { LinkButton } from '../../../components/link-button';
import { showToast } from '../../../lib/toaster';
import { useDeliveries } from '../api/get-deliveries';
import { useRetrySend } from '../api/retry-send';
import { DELIVERY_TEXTS as T } from '../delivery-texts';
import '../notification-deliveries.css';

const INTENT: Record<DeliveryStatus, Intent> = {
  Scheduled: 'primary',
  Cancelled: 'none',
  Queued: 'warning',
  Retried: 'warning',
  Sending: 'warning',
  Sent: 'success',
  Failed: 'danger',
  Unknown: 'warning',
};

const when = (delivery: DeliveryView) => new Date(delivery.sentAt ?? delivery.dueAt).toLocaleString();

/**
 * /admin/email-deliveries (Comms): the outbox and delivery status of notification sends,
 * filtered by event type and recipient; a failed send shows its reason and can be retried.
 */
export const DeliveriesScreen = () => {
  const [eventType, setEventType] = useState<NotificationEventType | ''>('');
  const [recipient, setRecipient] = useState('');
  const deliveries = useDeliveries({ eventType, recipient });
  const retry = useRetrySend();

  const retrySend = (delivery: DeliveryView) =>
    retry.mutate(delivery.id, {
      onSuccess: () => showToast({ message: T.retryQueued, intent: 'success', icon: 'tick' }),
      onError: (error) => showToast({ message: `${T.retryFailed}: ${error.message}`, intent: 'danger', icon: 'error' }),
    });

  return (
    <div className="page deliveries-page">
      <div className="deliveries-page__header">
        <h1>{T.title}</h1>
        <LinkButton to="/admin/email-templates" icon="envelope" text={T.templates} />
      </div>
      <p className="deliveries-page__intro">{T.intro}</p>
      <div className="deliveries-page__filters">
        <Field label={T.eventType} htmlFor="delivery-event-type">
          <HTMLSelect
            id="delivery-event-type"
            value={eventType}
            onChange={(event) => setEventType(event.currentTarget.value as NotificationEventType | '')}
            options={[{ value: '', label: T.allEventTypes }, ...NOTIFICATION_EVENT_TYPES.map((type) => ({ value: type, label: type }))]}
          />
        </Field>
        <Field label={T.recipient} htmlFor="delivery-recipient">
          <InputGroup
            id="delivery-recipient"
            type="search"
            leftIcon="search"
            placeholder={T.recipientPlaceholder}
            value={recipient}
            onValueChange={setRecipient}
          />
        </Field>
        <Button icon="refresh" text={T.refresh} loading={deliveries.isFetching} onClick={() => void deliveries.refetch()} />
      </div>
      {deliveries.isPending ? (
        <Spinner />
      ) : deliveries.isError ? (
        <Callout intent="danger" role="alert" title={T.failedToList}>
          {deliveries.error.message}
        </Callout>
      ) : deliveries.data.length === 0 ? (
        <NonIdealState icon="send-message" title={T.empty} description={T.emptyHint} />
      ) : (
        // Scrolls sideways on a phone, so it takes keyboard focus (axe scrollable-region-focusable).
        <div className="deliveries-page__table" role="region" aria-label={T.title} tabIndex={0}>
          <HTMLTable compact striped data-testid="deliveries">
            <thead>
              <tr>
                <th>{T.when}</th>
                <th>{T.eventType}</th>
                <th>{T.template}</th>
                <th>{T.channel}</th>
                <th>{T.recipient}</th>
                <th>{T.status}</th>
                <th>{T.reason}</th>
                <th>{T.actions}</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.map((delivery) => (
                <tr key={`${delivery.kind}-${delivery.id}`} data-testid="delivery-row">
                  <td>
                    <time dateTime={delivery.sentAt ?? delivery.dueAt}>{when(delivery)}</time>
                  </td>
                  <td>{delivery.eventType}</td>
                  <td>{delivery.templateId}</td>
                  <td>{delivery.channel}</td>
                  <td className="deliveries-page__recipient">{delivery.recipient}</td>
                  <td>
                    <Tag intent={INTENT[delivery.status]} minimal={delivery.status === 'Cancelled'}>
                      {delivery.status}
                    </Tag>
                    {delivery.retries > 0 && (
                      <Tag minimal className="deliveries-page__retried">
                        {T.retried(delivery.retries)}
                      </Tag>
                    )}
                  </td>
                  <td>{delivery.reason}</td>
                  <td>
                    {delivery.status === 'Failed' && (
                      <Button
                        small
                        icon="repeat"
                        text={T.retry}
                        aria-label={`${T.retry} ${delivery.templateId} to ${delivery.recipient}`}
                        loading={retry.isPending && retry.variables === delivery.id}
                        onClick={() => retrySend(delivery)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </div>
  );
};
