// The recipe-structuring model behind one interface. 'bedrock' (AWS, Converse API), 'openai-compatible'
// (any local server such as Ollama or llama.cpp, by URL) or 'none': then no model is used and callers
// fall back to the deterministic readers. Whatever the model, its JSON is validated; a malformed answer
// is sent back once with the problem named, and a second malformed answer fails the structuring.
import {
  flagInventedAmounts,
  parseAnswer,
  type StructuredRecipe,
  SYSTEM_PROMPT,
  userPrompt,
} from './structured-recipe.js';

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** One request to a chat model: the system prompt and the conversation so far; answers with text. */
export type ChatTransport = (request: { system: string; turns: ChatTurn[] }) => Promise<string>;

export interface RecipeStructurer {
  readonly provider: 'bedrock' | 'openai-compatible';
  /** The recipes in `sourceText`; [] when it holds none. */
  structure(sourceText: string): Promise<StructuredRecipe[]>;
}

export class StructuringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StructuringFailed';
  }
}

export function createStructurer(
  provider: RecipeStructurer['provider'],
  transport: ChatTransport,
): RecipeStructurer {
  return {
    provider,
    async structure(sourceText) {
      const turns: ChatTurn[] = [{ role: 'user', text: userPrompt(sourceText) }];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const raw = await transport({ system: SYSTEM_PROMPT, turns });
        const result = parseAnswer(raw);
        if (result.ok) {
          return result.answer.recipes
            .filter((recipe) => recipe.ingredients.length > 0 || recipe.instructions.length > 0)
            .map((recipe) => flagInventedAmounts(recipe, sourceText));
        }
        turns.push(
          { role: 'assistant', text: raw },
          {
            role: 'user',
            text: `${result.problem} Answer again with only the JSON object in the shape asked for.`,
          },
        );
      }
      throw new StructuringError('The recipe text could not be structured');
    },
  };
}
