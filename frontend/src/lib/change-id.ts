import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

// Additions to the list and the pantry, and uses of the pantry, carry a name made on the device (the
// server's change marks, lambdas/src/data/entities/change-mark.ts): a change kept offline that was on its
// way when the page closed is sent again by the next page, and the server applies it once. The name is
// part of the mutation's variables, so it is kept with the change and sent again unchanged.

/** A new change name: 128 random bits, as 32 hex digits (crypto.randomUUID needs a secure context). */
export function newChangeId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The mutation, with a new change name in the variables of each mutate that has none. */
export function namingChanges<TData, TError, TVariables extends { changeId?: string }, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  type Options = MutateOptions<TData, TError, TVariables, TContext>;
  const named = (variables: TVariables): TVariables =>
    variables.changeId ? variables : { ...variables, changeId: newChangeId() };
  return {
    ...mutation,
    mutate: (variables: TVariables, options?: Options) => mutation.mutate(named(variables), options),
    mutateAsync: (variables: TVariables, options?: Options) =>
      mutation.mutateAsync(named(variables), options),
  } as UseMutationResult<TData, TError, TVariables, TContext>;
}
