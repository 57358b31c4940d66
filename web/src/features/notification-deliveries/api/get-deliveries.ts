import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryView } from '../../../../../domain/delivery/delivery-view';
import type { NotificationEventType } from '../../../../../domain/notification/notification-events';
import { api } from '../../../api/api-client';

export type DeliveryFilter = Readonly<{ eventType: NotificationEventType | ''; recipient: string }>;

export const deliveryKeys = {
  all: ['notification-deliveries'] as const,
  list: (filter: DeliveryFilter) => ['notification-deliveries', filter] as const,
};

export const deliveriesQueryOptions = (filter: DeliveryFilter) =>
  queryOptions({
    queryKey: deliveryKeys.list(filter),
    queryFn: () =>
      api.get<DeliveryView[]>('/admin/notification-deliveries', {
        query: { eventType: filter.eventType || undefined, recipient: filter.recipient.trim() || undefined },
      }),
  });

/** GET /api/admin/notification-deliveries: sends and scheduled sends by event type and recipient, newest first. */
export const useDeliveries = (filter: DeliveryFilter) => useQuery(deliveriesQueryOptions(filter));
