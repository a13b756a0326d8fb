/**
 * Declares one contract schema: `export const x = /* @__PURE__ *\/ schema(() => z.object({ ... }))`.
 *
 * Every Lambda bundle and the web app's chunks import contracts for a few schemas each, but a zod
 * chain (`z.string().min(1)`) is a method call, which a bundler must keep in case it has effects: so
 * each bundle built every schema of every contract module it touched at start (the shopping function
 * built all 26 of recipes.ts for the one list of visibilities it reads). Written this way, the
 * annotated call takes only a function, so esbuild and Rolldown drop a schema no one uses, and what
 * is kept is built exactly as before (issue 20: cold starts). The annotation must sit at each call:
 * esbuild does not carry `@__NO_SIDE_EFFECTS__` across modules (evanw/esbuild#4369).
 */
export function schema<T>(build: () => T): T {
  return build();
}
