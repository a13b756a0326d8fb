// A form's zod resolver whose schema loads at the form's first check instead of with its screen. A form
// on a screen that opens often (a recipe's comment box, its "Make my version" dialog) would otherwise
// bring zod and its contract module into the screen's first load: 37 KB of zod evaluated before the
// recipe page settles, 30 ms of its main thread on the machine issue 35 measured on. The check waits
// for the chunks once, when the cook first submits (the service worker keeps them for offline use).
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * A resolver for `useForm` that loads `schema` (and zod's resolver) the first time it checks. A schema
 * that turns the form's fields into what is sent (a pipe) gives the form its fields and the submit handler
 * what is sent, as zodResolver does.
 */
export function schemaOnFirstCheck<Values extends FieldValues, Sent = Values>(
  schema: () => Promise<z.ZodMiniType<Sent, Values>>,
): Resolver<Values, unknown, Sent> {
  let loading: Promise<Resolver<Values, unknown, Sent>> | null = null;
  return async (values, context, options) => {
    loading ??= Promise.all([schema(), import('@hookform/resolvers/zod')]).then(
      ([loaded, { zodResolver }]) => zodResolver(loaded) as Resolver<Values, unknown, Sent>,
      (error: unknown) => {
        // Not loaded (offline before the worker kept it): the next submit tries again.
        loading = null;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}
