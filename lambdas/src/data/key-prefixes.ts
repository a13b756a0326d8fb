// Key prefixes read outside their own entity (issue 34: one fact in one place). The entities build their
// keys from these; data/live-changes.ts reads them, and through it CDK's stream filter and the local
// stream poller, without loading the entities (which build their clients when loaded).
export const KEY_PREFIXES = {
  /** The household's shopping list: pk = SHOPLIST#<householdId> (shopping-list.ts). */
  shoppingList: 'SHOPLIST#',
  /** The household's pantry: pk = PANTRY#<householdId> (pantry.ts). */
  pantry: 'PANTRY#',
  /** A meal plan and its entries: pk = MEALPLAN#<planId> (meal-plan.ts). */
  mealPlan: 'MEALPLAN#',
  /** A dinner party's menu and its dishes: pk = MENU#<menuId> (dinner-party.ts). */
  menu: 'MENU#',
  /** A long document import's job: sk = DOCIMPORT#<jobId> in its owner's partition (document-import.ts). */
  documentImport: 'DOCIMPORT#',
} as const;

/** The prefix without its '#', for the owned collections' shapes (owned-collection.ts adds it back). */
export const prefixName = (prefix: string) => prefix.slice(0, -1);
