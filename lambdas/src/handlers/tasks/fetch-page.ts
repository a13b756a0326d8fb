// Task FetchPage: reads the page under the SSRF rules (adapters/http-fetch) and its recipes with the
// extraction core (structured data first, then the page's headings). When it finds none and a
// language model is configured, it hands the page's text on to StructureText.
import { fetchPage } from '../../adapters/http-fetch/safe-fetch.js';
import { extractPage } from '../../domain/extraction/extract-recipes.js';
import { flattenPage } from '../../domain/extraction/heuristic.js';
import { parseHtml } from '../../domain/extraction/html-tree.js';
import { llmConfig } from '../../shared/config.js';
import type { ExtractionSource, WorkflowState } from '../../workflows/extract-recipe.asl.js';
import { stepTask } from '../shared/step-task.js';
import { pageFetchOptions } from './settings.js';

/** Whether a model will structure what the rules could not (StructureText calls it; this task only hands over). */
const modelConfigured = llmConfig().LLM_PROVIDER !== 'none';
/** Enough text for any recipe, small enough for the workflow's 256 KB state. */
const MAX_PAGE_TEXT = 30_000;

/** The page's readable text, headings on lines of their own and list items marked. */
export function pageTextOf(html: string): string {
  return flattenPage(parseHtml(html).root)
    .map((token) =>
      token.kind === 'heading' ? `\n${token.text}` : token.listItem ? `- ${token.text}` : token.text,
    )
    .join('\n')
    .trim()
    .slice(0, MAX_PAGE_TEXT);
}

async function run(source: Extract<ExtractionSource, { type: 'url' }>): Promise<WorkflowState> {
  const page = await fetchPage(source.url, pageFetchOptions);
  const { recipes, mainIndex } = extractPage(page.html, page.url);
  // The page's main recipe first: the chooser offers it first and a single import takes it.
  const ordered =
    mainIndex > 0 ? [recipes[mainIndex], ...recipes.filter((_, i) => i !== mainIndex)] : recipes;
  // Only the page's bare text was found: a configured model structures it instead.
  const unread = ordered.every((recipe) => recipe?.partial);
  const pageText = unread && modelConfigured ? pageTextOf(page.html) : null;
  return { type: 'url', sourceUrl: page.url, recipes: ordered, pageText: pageText || null };
}

export const handler = stepTask('fetch-page', run);
