export type OrganizationUser = Readonly<{
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  organizationId: string | null;
}>;
