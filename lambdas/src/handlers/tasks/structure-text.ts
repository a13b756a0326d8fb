// Task StructureText: a page without structured recipe data is structured by the configured language
// model (adapters/llm: JSON validated, one retry, invented amounts flagged). Without a model the
// workflow never comes here; if it does, it passes on with no recipes. When the model finds none, the
// page's partial reading from FetchPage goes on; so it does when the model fails or runs out of its
// time (adapters/llm/provider.ts: the structuring budget keeps the workflow inside API Gateway's 30 s).
import type { RecipeStructurer } from '../../adapters/llm/provider.js';
import { structurerFromEnv } from '../../adapters/llm/settings.js';
import type { RulesReading } from '../../adapters/llm/structured-recipe.js';
import { fromStructured } from '../../domain/import/structured.js';
import { logger } from '../../shared/logger.js';
import type { WorkflowState } from '../../workflows/extract-recipe.asl.js';
import { stepTask } from '../shared/step-task.js';

const structurer = structurerFromEnv();

/** The page's partial reading as the model's hint (the workflow state carries it untyped). */
function rulesReading(recipe: unknown): RulesReading | null {
  if (!recipe || typeof recipe !== 'object') return null;
  const r = recipe as Partial<Record<keyof RulesReading, unknown>>;
  const lines = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  return {
    title: typeof r.title === 'string' ? r.title : null,
    ingredients: lines(r.ingredients),
    instructions: lines(r.instructions),
  };
}

export const handler = stepTask('structure-text', (state: WorkflowState) =>
  structureState(structurer, state),
);

/** The step itself, given the structurer (tests give their own). */
export async function structureState(
  structurer: RecipeStructurer | null,
  state: WorkflowState,
): Promise<WorkflowState> {
  if (!structurer || !state.pageText) return { ...state, pageText: null, recipes: [] };
  // The rules' partial reading (a title, perhaps a list) is the model's starting point.
  const structured = await structurer
    .structure(state.pageText, rulesReading(state.recipes[0]))
    .catch((error: unknown) => {
      // The reading the rules made is kept; the cook edits it on the review screen.
      logger.warn('structuring failed; keeping the rules’ reading', { error: (error as Error).name });
      return [];
    });
  // The model found nothing: the page's partial reading (its title and text) still goes to the cook.
  if (!structured.length) return { ...state, pageText: null };
  return {
    ...state,
    pageText: null,
    recipes: structured.map((recipe) => fromStructured(recipe, state.sourceUrl ?? null)),
  };
}
