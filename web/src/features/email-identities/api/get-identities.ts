import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailIdentitiesView, SendingStatusView } from '../../../../../domain/notification/email-identity-schema';
import { api } from '../../../api/api-client';
import { identityKeys } from './identity-keys';

/** spec 3 §7 GET /organizations/email-identities/: every identity and the summary. */
export const emailIdentitiesQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.list(), queryFn: () => api.get<EmailIdentitiesView>('/organizations/email-identities/') });

export const useEmailIdentities = () => useQuery(emailIdentitiesQueryOptions());

/** spec 3 §7 GET …/status: sandboxMode and its message, for the banner. */
export const sendingStatusQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.status(), queryFn: () => api.get<SendingStatusView>('/organizations/email-identities/status') });

export const useSendingStatus = () => useQuery(sendingStatusQueryOptions());
