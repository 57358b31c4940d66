import type { AuditFilterInput } from '../../../../../domain/audit/audit-filter';
import type { AuditExportFormat } from '../../../../../domain/audit/audit-query-record';
import { downloadAttachment } from '../../../api/download-attachment';

/** GET /audit/export: the whole query as NDJSON or CSV, personal data redacted unless `redact` is false. */
export const exportAudit = (filter: AuditFilterInput, format: AuditExportFormat, redact: boolean) => {
  const query = new URLSearchParams({ ...(filter as Record<string, string>), format, redact: String(redact) });
  return downloadAttachment(`/audit/export?${query}`, `audit.${format}`);
};
