/** Query keys of the sponsors screen; every write invalidates `all`. */
export const sponsorKeys = {
  all: ['sponsors'] as const,
  list: () => ['sponsors', 'list'] as const,
  one: (id: string) => ['sponsors', 'one', id] as const,
  domainStatus: (subdomain: string, sponsorId: string | null) => ['sponsors', 'domain-status', subdomain, sponsorId] as const,
};
