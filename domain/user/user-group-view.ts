/** A group of an organization's users as GET /vjfpUsers/{organizationId}/groups answers it (spec 2 §7). */
export type UserGroupView = Readonly<{ groupId: string; organizationId: string; name: string; description: string; createdAt: string }>;
