// Where a household keeps its food, and how long a food's name and unit may be: plain values, without
// zod, so the pantry's page and the shopping list open without loading the schemas (issue 35). The
// pantry's contract (pantry.ts) builds its rules from them and hands them on to the handlers.

export const PANTRY_PLACES = ['fridge', 'freezer', 'cupboard'] as const;
export type PantryPlace = (typeof PANTRY_PLACES)[number];

export const MAX_PANTRY_FOOD_LENGTH = 120;
export const MAX_PANTRY_UNIT_LENGTH = 30;
