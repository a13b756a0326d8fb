// The recipe-structuring model behind one interface. 'bedrock' (AWS, Converse API), 'openai-compatible'
// (any local server such as Ollama or llama.cpp, by URL) or 'none': then no model is used and callers
// fall back to the deterministic readers. Whatever the model, its JSON is validated; a malformed answer
// is sent back once with the problem named, and a second malformed answer fails the structuring.
import { countModelCall } from '../../shared/metrics.js';
import {
  flagInventedAmounts,
  parseAnswer,
  type RulesReading,
  type StructuredRecipe,
  SYSTEM_PROMPT,
  userPrompt,
} from './structured-recipe.js';

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/**
 * One request to a chat model: the system prompt and the conversation so far; answers with text. The
 * signal ends the call when the caller's time is up.
 */
export type ChatTransport = (
  request: { system: string; turns: ChatTurn[] },
  options?: { signal?: AbortSignal },
) => Promise<string>;

/**
 * The time one structuring may take, both attempts together (issue 16, "Time budget"): the import
 * workflow allows 28 s inside API Gateway's 30, a page fetch takes at most 10 s, so the model gets 14 s
 * and the workflow still answers in time; a model that is slower gives way to the rules' reading.
 */
export const STRUCTURING_BUDGET_MS = 14_000;
/** Output tokens per answer: a long recipe as JSON is about 1,500; the cap bounds time and cost. */
export const STRUCTURING_MAX_TOKENS = 3_000;

export interface RecipeStructurer {
  readonly provider: 'bedrock' | 'openai-compatible';
  /** The recipes in `sourceText`, starting from the rules' reading when given; [] when it holds none. */
  structure(sourceText: string, hint?: RulesReading | null): Promise<StructuredRecipe[]>;
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
  budgetMs = STRUCTURING_BUDGET_MS,
): RecipeStructurer {
  return {
    provider,
    structure: (sourceText, hint) => countModelCall(() => structureOnce(sourceText, hint)),
  };

  async function structureOnce(sourceText: string, hint?: RulesReading | null): Promise<StructuredRecipe[]> {
    const turns: ChatTurn[] = [{ role: 'user', text: userPrompt(sourceText, hint) }];
    const signal = AbortSignal.timeout(budgetMs);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const raw = await transport({ system: SYSTEM_PROMPT, turns }, { signal }).catch((error: unknown) => {
        if (signal.aborted) throw new StructuringError('The language model took too long');
        throw error;
      });
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
  }
}
