import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationTemplateView } from '../../../../../domain/notification/template-view';
import { api } from '../../../api/api-client';
import { templateKeys } from './template-keys';

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.list(),
    queryFn: async () => (await api.get<{ items: NotificationTemplateView[] }>('/organizations/templates/all')).items,
  });

/** spec 3 §7 GET /organizations/templates/all: data.items; the screen filters and searches them. */
export const useTemplates = () => useQuery(templatesQueryOptions());
