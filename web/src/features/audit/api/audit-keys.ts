import type { AuditFilterInput } from '../../../../../domain/audit/audit-filter';

export const auditKeys = {
  all: ['audit'] as const,
  events: (filter: AuditFilterInput) => ['audit', 'events', filter] as const,
  event: (position: string) => ['audit', 'event', position] as const,
  auditors: () => ['audit', 'auditors'] as const,
};
