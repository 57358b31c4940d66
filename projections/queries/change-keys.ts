// Keys of a change notice (domain/ports/change-bus.ts): the gateway pushes fresh rows to the
// clients subscribed to them. Kept beside the queries so gateway/ may import them.

/** The organization row and everything listed under it (its job fairs). */
export const organizationKey = (organizationId: string): string => `organization:${organizationId}`;

/** One job fair row. */
export const jobFairKey = (jobFairId: string): string => `jobfair:${jobFairId}`;

/** The booth list of one job fair (lobby cards, booth list version). */
export const jobFairBoothsKey = (jobFairId: string): string => `jobfair-booths:${jobFairId}`;

/** One user's row (names, roles; presence in later models). */
export const userKey = (userId: string): string => `user:${userId}`;
