import { MAX_COOKBOOK_RECIPES } from '@contracts/cookbook-limits';
import type { makeCookbookRequest } from '@contracts/cookbooks';
import type { CategoryNode } from '@contracts/recipe-views';
import type * as z from '@contracts/zod';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { RecipePicker } from '@/components/recipes/recipe-picker';
import { BusyButton } from '@/components/ui/busy-button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/query-client';
import { useCategories } from '@/lib/recipes/get-categories';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { useMakeCookbook } from '../api/make-cookbook';

const blank = {
  title: '',
  source: 'recipes' as 'recipes' | 'category',
  recipeIds: [] as string[],
  categoryId: '',
};

type CookbookRequest = z.input<typeof makeCookbookRequest>;

/**
 * The chosen recipes or the category, as the contract takes them (a blank title is left out). Its rules
 * and zod load at the first check: the cookbook's page opens without them.
 */
const checkCookbook = schemaOnFirstCheck(async () => {
  const [z, contract] = await Promise.all([import('@contracts/zod'), import('@contracts/cookbooks')]);
  return z.pipe(
    z.pipe(
      z.object({
        title: z.string(),
        source: z.enum(['recipes', 'category']),
        recipeIds: z.array(z.string()),
        categoryId: z.string(),
      }),
      z.transform(
        ({ title, source, recipeIds, categoryId }): CookbookRequest => ({
          title: title.trim() || undefined,
          ...(source === 'recipes' ? { recipeIds } : { categoryId }),
        }),
      ),
    ),
    contract.makeCookbookRequest,
  );
});

const SOURCES = [
  ['recipes', msg`Recipes I choose`],
  ['category', msg`Every recipe of mine in a category`],
] as const;

const flatten = (nodes: readonly CategoryNode[], depth = 0): { node: CategoryNode; depth: number }[] =>
  nodes
    .filter((node) => !node.hidden)
    .flatMap((node) => [{ node, depth }, ...flatten(node.children ?? [], depth + 1)]);

/** Choose recipes, or a category, and get a PDF: a cover, the contents, a recipe a page. */
export function CookbookForm() {
  const { t, i18n } = useLingui();
  const form = useForm({ resolver: checkCookbook, defaultValues: blank });
  const [source, recipeIds, categoryId] = useWatch({
    control: form.control,
    name: ['source', 'recipeIds', 'categoryId'],
  });
  const categories = useCategories();
  const cookbook = useMakeCookbook();

  const pages = cookbook.data?.pageCount ?? 0;
  const recipeCount = cookbook.data?.recipeCount ?? 0;
  const picked = recipeIds.length;
  const most = MAX_COOKBOOK_RECIPES;
  const ready = source === 'recipes' ? recipeIds.length > 0 : categoryId !== '';
  // What the contract refuses (too many recipes) is said where the server's reply would be.
  const refused = Object.values(form.formState.errors)[0]?.message;
  const onSubmit = form.handleSubmit((request) => cookbook.mutate(request));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <div>
        <label htmlFor="cookbook-title" className="block font-semibold text-ink">
          <Trans>Title on the cover</Trans>
        </label>
        <Input
          id="cookbook-title"
          className="mt-2"
          maxLength={80}
          placeholder={t`Our family cookbook`}
          {...form.register('title')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-ink">
          <Trans>What goes in</Trans>
        </legend>
        {SOURCES.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" value={value} {...form.register('source')} />
            {i18n._(label)}
          </label>
        ))}
      </fieldset>
      {source === 'recipes' ? (
        <div>
          <RecipePicker
            label={t`Recipes`}
            multiple
            selected={recipeIds}
            onChange={(ids) =>
              form.setValue('recipeIds', ids, { shouldValidate: form.formState.isSubmitted })
            }
          />
          <p className="mt-2 text-sm text-ink-muted">
            {plural(picked, {
              one: `# chosen (at most ${most})`,
              other: `# chosen (at most ${most})`,
            })}
          </p>
        </div>
      ) : (
        <div>
          <label htmlFor="cookbook-category" className="block font-semibold text-ink">
            <Trans>Category</Trans>
          </label>
          <select
            id="cookbook-category"
            className="mt-2 block h-11 rounded-xl border border-cream-300 bg-white px-3"
            {...form.register('categoryId')}
          >
            <option value="">{t`Choose a category`}</option>
            {flatten(categories.data ?? []).map(({ node, depth }) => (
              <option key={node.id} value={node.id}>
                {`${'\u00a0'.repeat(depth * 3)}${node.name}`}
              </option>
            ))}
          </select>
        </div>
      )}
      {refused || cookbook.isError ? (
        <p role="alert" className="text-terracotta-900">
          {refused ?? errorMessage(cookbook.error)}
        </p>
      ) : null}
      <BusyButton type="submit" busy={cookbook.isPending} disabled={!ready}>
        <Trans>Make the cookbook</Trans>
      </BusyButton>
      {cookbook.data ? (
        <section aria-labelledby="cookbook-ready" className="rounded-xl bg-cream-100 p-4">
          <h2 id="cookbook-ready" className="font-semibold text-ink">
            <Trans>Your cookbook is ready</Trans>
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {plural(recipeCount, {
              one: `# recipe on ${pages} pages. The link works for an hour.`,
              other: `# recipes on ${pages} pages. The link works for an hour.`,
            })}
          </p>
          <a
            href={cookbook.data.url}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-block font-semibold underline"
          >
            <Trans>Download the cookbook (PDF)</Trans>
          </a>
          {cookbook.data.warnings.length > 0 ? (
            <ul className="mt-2 list-disc ps-6 text-sm text-ink-muted">
              {cookbook.data.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </form>
  );
}
