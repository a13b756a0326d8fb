// How many recipes a cookbook holds, as plain values without zod, so the cookbook's page opens without
// loading the schemas (issue 35). The cookbook's contract (cookbooks.ts) builds its rules from them and
// hands them on to the handlers.

/** A cookbook is made while the person waits; more recipes than this are a second cookbook. */
export const MAX_COOKBOOK_RECIPES = 100;

export const TOO_MANY_FOR_A_COOKBOOK = `A cookbook holds at most ${MAX_COOKBOOK_RECIPES} recipes; choose fewer, or make two cookbooks`;
