import { useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { CookedDialog } from '@/components/cooked-dialog';
import { useLogCook } from '../api/cook-log';
import { dayText } from '../lib/days';
import { useIntlLocale } from '../lib/use-intl-locale';

type LogCookDialogProps = {
  recipe: { id: string; servings: number | null };
  /** Who cooked, to start with: the signed-in cook's name. */
  cookName: string;
  /** The button's look: quieter on the recipe page, prominent at the end of Cook Mode. */
  variant?: 'outline' | 'primary';
};

/** "We cooked this": the day, who cooked, for how many, a rating, a note and a photo (issue 39). */
export function LogCookDialog({ recipe, cookName, variant = 'outline' }: LogCookDialogProps) {
  const logCook = useLogCook(recipe.id);
  const { t } = useLingui();
  const locale = useIntlLocale();
  return (
    <CookedDialog
      trigger={t`We cooked this`}
      variant={variant}
      title={t`We cooked this`}
      description={t`Keep a note of this meal in your household's log.`}
      start={{ cookName, servings: recipe.servings }}
      withPhoto
      pending={logCook.isPending}
      save={async (input) => {
        const entry = await logCook.mutateAsync(input);
        toast.success(t`Logged: cooked on ${dayText(entry.cookedOn, locale)}`);
      }}
    />
  );
}
