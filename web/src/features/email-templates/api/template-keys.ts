export const templateKeys = {
  all: ['notification-templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  senders: () => [...templateKeys.all, 'senders'] as const,
};
