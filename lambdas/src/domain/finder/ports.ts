// What the finder needs from a language model (the llm adapter): recipes suggested for a list of
// ingredients, or a SuggestionError saying whether trying again later may help.
import type { ModelRecipe } from '../import/ports.js';

/** A recipe a language model suggests: a recipe as a model writes it (import/ports.ts). */
export type SuggestedRecipe = ModelRecipe;

export interface RecipeSuggester {
  readonly provider: 'bedrock' | 'openai-compatible';
  suggest(ingredients: string[]): Promise<SuggestedRecipe[]>;
}

export class SuggestionError extends Error {
  constructor(
    message: string,
    /** True when the model service refused for load (throttling): worth trying again later. */
    readonly busy = false,
  ) {
    super(message);
    this.name = 'SuggestionFailed';
  }
}
