// Task StructureText: a page without structured recipe data is structured by the configured language
// model (adapters/llm: JSON validated, one retry, invented amounts flagged). Without a model the
// workflow never comes here; if it does, it passes on with no recipes. When the model finds none, the
// page's partial reading from FetchPage goes on.
import { structurerFromEnv } from '../../adapters/llm/settings.js';
import { fromStructured } from '../../domain/import/structured.js';
import type { WorkflowState } from '../../workflows/extract-recipe.asl.js';

const structurer = structurerFromEnv();

export async function handler(state: WorkflowState): Promise<WorkflowState> {
  if (!structurer || !state.pageText) return { ...state, pageText: null, recipes: [] };
  const structured = await structurer.structure(state.pageText);
  // The model found nothing: the page's partial reading (its title and text) still goes to the cook.
  if (!structured.length) return { ...state, pageText: null };
  return {
    ...state,
    pageText: null,
    recipes: structured.map((recipe) => fromStructured(recipe, state.sourceUrl ?? null)),
  };
}
