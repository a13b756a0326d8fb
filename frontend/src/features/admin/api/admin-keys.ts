export const adminKeys = {
  all: ['admin'] as const,
  codes: () => [...adminKeys.all, 'invitation-codes'] as const,
  users: (term: string) => [...adminKeys.all, 'users', term] as const,
  usersAll: () => [...adminKeys.all, 'users'] as const,
  audit: () => [...adminKeys.all, 'audit-log'] as const,
};

/**
 * A change's answer schema, loaded with the admin contract (and zod) when the first change is answered:
 * the panel's first reads are typed but unchecked, so it opens without them (issue 35).
 */
export const adminAnswer =
  <K extends 'invitationCode' | 'sendInvitationResponse'>(name: K) =>
  () =>
    import('@contracts/admin').then((contract) => contract[name]);
