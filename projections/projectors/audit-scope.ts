import type { DomainEvent } from '../../domain/events';

// Where an event belongs, for the console's organization and job fair filters (docs/audit.md). Event
// metadata names neither, so each event is placed by its own data first (organizationId or companyId,
// jobFairId or lastPresenceJobFairId), then by what earlier events taught: a fair's organization, a
// booth's fair and organization, and the latest place of the stream itself (a user's stream keeps the
// organization of their registration; an availability stream the organization of its fair).

export type AuditScope = Readonly<{ organizationId: string | null; jobFairId: string | null }>;
export type ScopeMemory = Map<string, AuditScope>;

export const fairScopeKey = (jobFairId: string) => `fair:${jobFairId}`;
export const boothScopeKey = (boothId: string) => `booth:${boothId}`;
export const streamScopeKey = (streamId: string) => `stream:${streamId}`;

const text = (data: Record<string, unknown>, field: string): string | null => {
  const value = data[field];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

const fairOf = (data: Record<string, unknown>) => text(data, 'jobFairId') ?? text(data, 'lastPresenceJobFairId');
const organizationOf = (data: Record<string, unknown>) => text(data, 'organizationId') ?? text(data, 'companyId');

/** The memory keys resolving this event may read. */
export const scopeKeysOf = (event: Readonly<{ streamId: string; data: unknown }>): string[] => {
  const data = event.data as Record<string, unknown>;
  const fair = fairOf(data);
  const booth = text(data, 'boothId');
  return [streamScopeKey(event.streamId), ...(fair ? [fairScopeKey(fair)] : []), ...(booth ? [boothScopeKey(booth)] : [])];
};

/**
 * The event's organization and job fair; records in `memory` what it teaches (and returns the keys it
 * changed, to be stored). Pure apart from the memory it is handed, so the projector and tests share it.
 */
export const placeEvent = (
  event: Readonly<{ type: DomainEvent['type']; streamId: string; data: unknown }>,
  memory: ScopeMemory,
): { scope: AuditScope; learnt: string[] } => {
  const data = event.data as Record<string, unknown>;
  const learnt: string[] = [];
  const remember = (key: string, scope: AuditScope) => {
    const known = memory.get(key);
    if (known?.organizationId === scope.organizationId && known?.jobFairId === scope.jobFairId) return;
    memory.set(key, scope);
    learnt.push(key);
  };
  const booth = text(data, 'boothId');
  const fair = fairOf(data);
  const byBooth = booth ? memory.get(boothScopeKey(booth)) : undefined;
  const byStream = memory.get(streamScopeKey(event.streamId));
  const jobFairId = fair ?? byBooth?.jobFairId ?? byStream?.jobFairId ?? null;
  const byFair = jobFairId ? memory.get(fairScopeKey(jobFairId)) : undefined;
  const organizationId = organizationOf(data) ?? byFair?.organizationId ?? byBooth?.organizationId ?? byStream?.organizationId ?? null;
  const scope = { organizationId, jobFairId };
  if (event.type === 'JobFairCreated' && jobFairId) remember(fairScopeKey(jobFairId), { organizationId, jobFairId });
  if (event.type === 'BoothCreated' && booth) remember(boothScopeKey(booth), scope);
  if (organizationId || jobFairId) remember(streamScopeKey(event.streamId), scope);
  return { scope, learnt };
};
