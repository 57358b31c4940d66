export const identityKeys = {
  all: ['email-identities'] as const,
  list: () => [...identityKeys.all, 'list'] as const,
  status: () => [...identityKeys.all, 'status'] as const,
};
