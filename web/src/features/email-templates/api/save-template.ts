import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateRequest } from '../../../../../domain/notification/template-schema';
import type { NotificationTemplateView } from '../../../../../domain/notification/template-view';
import { api } from '../../../api/api-client';
import { templateKeys } from './template-keys';

/**
 * spec 3 §4: save updates when the same templateId and channel already exist (PUT …?channel=), otherwise
 * creates (POST). The list is refreshed once answered.
 */
export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, exists }: { template: TemplateRequest; exists: boolean }) =>
      exists
        ? api.put<NotificationTemplateView>(`/organizations/templates/${encodeURIComponent(template.templateId)}`, template, {
            query: { channel: template.channel },
          })
        : api.post<NotificationTemplateView>('/organizations/templates', template),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};
