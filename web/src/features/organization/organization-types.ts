import type { OrganizationView } from '../../../../domain/organization/organization-view';

/** GET /api/organizations/:id. */
export type Organization = OrganizationView;

/** POST /api/files/logo. */
export type UploadedFile = Readonly<{ key: string; fileUrl: string; fileName: string }>;
