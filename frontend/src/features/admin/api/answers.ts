/**
 * A change's answer schema, loaded with the admin contract (and zod) when the first change is answered:
 * the panel's first reads are typed but unchecked, so it opens without them (issue 35).
 */
export const adminAnswer =
  <K extends 'invitationCode' | 'sendInvitationResponse'>(name: K) =>
  () =>
    import('@contracts/admin').then((contract) => contract[name]);
