import { DEFAULT_COURSE } from '@contracts/plan-slots';
import type { AddMenuRecipesRequest } from '@contracts/planning';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, FileText, Image, Link2, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-actions';
import { RecipePicker } from '@/components/recipes/recipe-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { addedToMenuMessage, useAddRecipesToMenu } from '../api/dinner-parties';
import { CourseSelect } from './course-select';

/**
 * The ticked recipes all go under the chosen course; the contract decides what may be sent. Its rules
 * and zod load at the first check: the menu's page opens without them.
 */
const checkMyRecipes = schemaOnFirstCheck(async () => {
  const [z, { addMenuRecipesRequest, COURSE_TYPES }] = await Promise.all([
    import('@contracts/zod'),
    import('@contracts/planning'),
  ]);
  return z.pipe(
    z.pipe(
      z.object({ recipes: z.array(z.string()), courseType: z.enum(COURSE_TYPES) }),
      z.transform(
        ({ recipes, courseType }): AddMenuRecipesRequest => ({
          recipes: recipes.map((recipeId) => ({ recipeId, courseType })),
        }),
      ),
    ),
    addMenuRecipesRequest,
  );
});

/** My Recipes: tick several of the cook's recipes and put them under one course. */
function MyRecipesTab({ menuId, onDone }: { menuId: string; onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm({
    resolver: checkMyRecipes,
    defaultValues: { recipes: [], courseType: DEFAULT_COURSE },
  });
  const add = useAddRecipesToMenu(menuId);
  const error = form.formState.errors.recipes;
  // None ticked, or (the contract's own message) too many at once.
  const say = (issue: { message?: string }) =>
    form.getValues('recipes').length === 0 ? t`Please add at least one recipe` : (issue.message ?? '');
  const problem = error ? say(error) : null;

  const onSubmit = form.handleSubmit(
    ({ recipes }) =>
      add.mutate(recipes, {
        onSuccess: (reply) => {
          toast.success(addedToMenuMessage(reply.count));
          onDone();
        },
        onError: () => toast.error(t`Failed to add recipes. Please try again.`),
      }),
    (invalid) => toast.error(say(invalid.recipes ?? {})),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="recipes"
        render={({ field }) => (
          <RecipePicker
            label={t`Your recipes`}
            multiple
            selected={field.value}
            onChange={field.onChange}
            invalid={Boolean(error)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="courseType"
        render={({ field }) => <CourseSelect value={field.value} onChange={field.onChange} />}
      />
      <FormAlert message={problem} />
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? t`Adding…` : t`Add to Menu`}
        </Button>
      </div>
    </form>
  );
}

type MenuImportKind = 'url' | 'image' | 'pdf';

type AddMenuRecipesDialogProps = {
  menuId: string;
  /** The import flow's tab of one kind, saving what it finds to the collection and the menu. */
  importTab: (kind: MenuImportKind, onDone: () => void) => ReactNode;
};

/** Add Recipes: from the collection, or imported from a web page, a photo or a PDF. */
export function AddMenuRecipesDialog({ menuId, importTab }: AddMenuRecipesDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          <Trans>Add Recipes</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Add Recipes`}
        description={t`Choose from your recipes, or import new ones: they are saved to your collection too.`}
        className="sm:max-w-2xl"
      >
        <Tabs defaultValue="mine">
          <TabsList aria-label={t`Where the recipes come from`}>
            <TabsTrigger value="mine">
              <BookOpen aria-hidden="true" />
              <Trans>My Recipes</Trans>
            </TabsTrigger>
            <TabsTrigger value="url">
              <Link2 aria-hidden="true" />
              <Trans>URL</Trans>
            </TabsTrigger>
            <TabsTrigger value="image">
              <Image aria-hidden="true" />
              <Trans>Image</Trans>
            </TabsTrigger>
            <TabsTrigger value="pdf">
              <FileText aria-hidden="true" />
              <Trans>PDF</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine">
            <MyRecipesTab menuId={menuId} onDone={close} />
          </TabsContent>
          <TabsContent value="url">{importTab('url', close)}</TabsContent>
          <TabsContent value="image">{importTab('image', close)}</TabsContent>
          <TabsContent value="pdf">{importTab('pdf', close)}</TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
