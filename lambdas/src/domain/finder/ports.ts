// What the finder needs from a language model (the llm adapter): recipes suggested for a list of
// ingredients, or a SuggestionError saying whether trying again later may help.

export interface SuggestedRecipe {
  title: string;
  description?: string | null;
  ingredients: string[];
  instructions: string[];
  prepTimeMinutes?: number | null;
  cookTimeMinutes?: number | null;
  servings?: number | null;
}

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
