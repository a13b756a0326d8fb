import type { CourseType } from '@contracts/planning';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, FileText, Image, Link2, Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { RecipePicker } from '@/components/recipes/recipe-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { addedToMenuMessage, useAddRecipesToMenu } from '../api/dinner-parties';
import { CourseSelect } from './course-select';

/** My Recipes: tick several of the cook's recipes and put them under one course. */
function MyRecipesTab({ menuId, onDone }: { menuId: string; onDone: () => void }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<string[]>([]);
  const [course, setCourse] = useState<CourseType>('main');
  const [error, setError] = useState<string | null>(null);
  const add = useAddRecipesToMenu(menuId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) {
      setError(t`Please add at least one recipe`);
      toast.error(t`Please add at least one recipe`);
      return;
    }
    add.mutate(
      selected.map((recipeId) => ({ recipeId, courseType: course })),
      {
        onSuccess: (reply) => {
          toast.success(addedToMenuMessage(reply.count));
          onDone();
        },
        onError: () => toast.error(t`Failed to add recipes. Please try again.`),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <RecipePicker
        label={t`Your recipes`}
        multiple
        selected={selected}
        onChange={(ids) => {
          setSelected(ids);
          if (error) setError(null);
        }}
        invalid={Boolean(error)}
      />
      <CourseSelect value={course} onChange={setCourse} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
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
