export const adminKeys = {
  all: ['admin'] as const,
  codes: () => [...adminKeys.all, 'invitation-codes'] as const,
  users: (term: string) => [...adminKeys.all, 'users', term] as const,
  usersAll: () => [...adminKeys.all, 'users'] as const,
  audit: () => [...adminKeys.all, 'audit-log'] as const,
};
