import type { CourseType } from '@contracts/planning';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { addedToMenuMessage, useAddRecipesToMenu } from '@/features/dinner-parties/api/dinner-parties';
import { CourseSelect } from '@/features/dinner-parties/components/course-select';
import { saveImported } from '@/features/import/api/save-imported';
import { ImportForm } from '@/features/import/components/import-form';
import { type ImportSource, noRecipesMessage } from '@/features/import/lib/import-recipes';

// A dinner party's URL, Image and PDF tabs (dinner-party.tsx loads this when one is opened): the import
// feature's form and its rules are not part of the menu's first load (issue 35).

const MENU_IMPORT_HINTS: Record<ImportSource, MessageDescriptor> = {
  url: msg`The address of a recipe page`,
  image: msg`JPEG or PNG, up to 20MB.`,
  pdf: msg`A recipe PDF, up to 20MB.`,
};

/**
 * The menu's URL, Image and PDF tabs: Add Recipe's import flow, but every recipe found is saved to the
 * collection and put on the menu under the chosen course.
 */
export function ImportToMenuTab({
  kind,
  menuId,
  onDone,
}: {
  kind: ImportSource;
  menuId: string;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const [course, setCourse] = useState<CourseType>('main');
  const addToMenu = useAddRecipesToMenu(menuId);
  const queryClient = useQueryClient();
  return (
    <ImportForm
      kind={kind}
      hint={i18n._(MENU_IMPORT_HINTS[kind])}
      showChosenFile={false}
      finishAfterClose
      extraFields={(busy) => <CourseSelect value={course} onChange={setCourse} disabled={busy} />}
      submit={
        <>
          <Download aria-hidden="true" />
          <Trans>Import and Add to Menu</Trans>
        </>
      }
      // Three steps, each with its own failure message: read the recipe, save it, put it on the menu.
      onExtracted={async ({ response, file, showProgress }) => {
        if (response.recipes.length === 0 && !response.existingRecipeId) {
          toast.error(noRecipesMessage(kind));
          return;
        }
        try {
          const ids = await saveImported(queryClient, response, kind === 'image' ? file : null, showProgress);
          showProgress(t`Adding to the menu…`);
          const added = await addToMenu.mutateAsync(
            ids.map((recipeId) => ({ recipeId, courseType: course })),
          );
          toast.success(addedToMenuMessage(added.count));
          onDone();
        } catch {
          toast.error(t`Failed to add recipes. Please try again.`);
        }
      }}
    />
  );
}
