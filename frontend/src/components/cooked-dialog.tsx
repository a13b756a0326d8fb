// The form of "We cooked this" (issue 39): the day, who cooked, for how many, a rating, a note and a
// photo. The recipe page and Cook Mode log one recipe with it; the meal plan a planned meal; a dinner
// party its whole menu (no rating or photo there: each dish is rated, and pictured, on its own page).
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormButtons } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useKeptDraft } from '@/hooks/use-kept-draft';
import { today } from '@/lib/cook-days';
import { failureMessage } from '@/lib/failure-message';
import { useServerMessage } from '@/lib/i18n/server-text';

export type CookedInput = {
  cookedOn: string;
  cookName: string;
  servings: number | null;
  rating: number | null;
  note: string | null;
  /** The photo chosen (uploaded by whoever saves), and what it shows; only where `withPhoto`. */
  photo?: File | null;
  photoAlt?: string | null;
};

/** The photo types and size a cook-log photo may have (as a recipe image: SPEC 9). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type.toLowerCase())) return t`Please upload an image file`;
  if (file.size > MAX_PHOTO_BYTES) return t`Image must be less than 5MB`;
  return null;
}

type CookedDialogProps = {
  /** The button that opens it (its text), and its accessible name when the text is not enough. */
  trigger: ReactNode;
  triggerLabel?: string;
  variant?: 'outline' | 'primary' | 'ghost';
  size?: 'sm' | 'md';
  title: string;
  description: string;
  /** What the form starts with each time it opens: the day (today when left out), who and for how many. */
  start: { cookedOn?: string; cookName: string; servings: number | null };
  withRating?: boolean;
  /** Offers a photo of the meal (a single recipe's log entry). */
  withPhoto?: boolean;
  pending: boolean;
  /** Saves; a rejection's ApiError message is shown in the dialog, which stays open. */
  save: (input: CookedInput) => Promise<unknown>;
};

/** What the form holds: what a cook typed stays for the next opening (kept while the dialog is closed). */
type CookedValues = {
  cookedOn: string;
  cookName: string;
  servings: string;
  rating: string;
  note: string;
  photo: File | null;
  photoAlt: string;
};

/**
 * The button and its dialog. The form is drawn only while the dialog is open (a meal plan has a
 * "Mark cooked" for each meal, the recipe page two "We cooked this": none makes a form until it is
 * used); what was typed is kept here between openings.
 */
export function CookedDialog({
  trigger,
  triggerLabel,
  variant = 'outline',
  size = 'md',
  title,
  description,
  ...form
}: CookedDialogProps) {
  const [open, setOpen] = useState(false);
  const kept = useRef<CookedValues | null>(null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <CookedForm {...form} kept={kept} close={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CookedForm({
  start,
  withRating = true,
  withPhoto = false,
  pending,
  save,
  kept,
  close,
}: Pick<CookedDialogProps, 'start' | 'withRating' | 'withPhoto' | 'pending' | 'save'> & {
  kept: RefObject<CookedValues | null>;
  close: () => void;
}) {
  const { t } = useLingui();
  // Each opening starts on the day given (today) and keeps a name typed before; a failure is not kept.
  const form = useForm<CookedValues>({
    defaultValues: {
      servings: start.servings ? String(start.servings) : '',
      rating: '',
      note: '',
      photo: null,
      photoAlt: '',
      ...kept.current,
      cookedOn: start.cookedOn ?? today(),
      cookName: kept.current?.cookName || start.cookName,
    },
  });
  useKeptDraft(form, kept);
  const photo = useWatch({ control: form.control, name: 'photo' });
  const photoError = form.formState.errors.photo?.message;
  const error = useServerMessage(form.formState.errors.root?.server?.message);

  // The cook's name comes with their profile, which may arrive after the dialog opened (a slow
  // connection, a page opened straight from a link): it fills the field then, unless a name was typed.
  useEffect(() => {
    if (start.cookName && !form.getValues('cookName')) form.setValue('cookName', start.cookName);
  }, [start.cookName, form]);

  // A photo that will not do is not kept, and its message stops Save until another is chosen.
  const choosePhoto = (file: File | null) => {
    const problem = file ? photoProblem(file) : null;
    if (problem) form.setError('photo', { message: problem });
    else form.clearErrors('photo');
    form.setValue('photo', problem ? null : file);
  };

  const submit = form.handleSubmit((values) =>
    save({
      cookedOn: values.cookedOn,
      cookName: values.cookName,
      servings: values.servings.trim() ? Number(values.servings) : null,
      rating: withRating && values.rating ? Number(values.rating) : null,
      note: values.note.trim() ? values.note : null,
      ...(withPhoto
        ? {
            photo: values.photo,
            photoAlt: values.photo && values.photoAlt.trim() ? values.photoAlt.trim() : null,
          }
        : {}),
    }).then(
      () => {
        // A meal logged leaves its note, rating and photo behind; who cooked and for how many stay.
        form.setValue('note', '');
        form.setValue('rating', '');
        form.setValue('photo', null);
        form.setValue('photoAlt', '');
        close();
      },
      (failure: unknown) =>
        form.setError('root.server', {
          message: failureMessage(failure, t`Failed to log this meal. Please try again.`),
        }),
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <FormField label={t({ message: 'Day', context: 'the date a meal was cooked' })}>
        <Input type="date" max={today()} {...form.register('cookedOn')} />
      </FormField>
      <FormField label={t`Who cooked`}>
        <Input maxLength={80} {...form.register('cookName')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t`For how many`} optional>
          <Input type="number" inputMode="numeric" min={1} max={100} {...form.register('servings')} />
        </FormField>
        {withRating ? (
          <FormField label={t`Rating`} optional>
            <select className={inputClasses} {...form.register('rating')}>
              <option value="">{t`No rating`}</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {plural(stars, { one: '# star', other: '# stars' })}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
      </div>
      <FormField label={t`Note`} optional>
        <Textarea maxLength={2000} rows={3} {...form.register('note')} />
      </FormField>
      {withPhoto ? (
        <>
          <FormField label={t`Photo`} optional error={photoError} hint={t`JPEG, PNG or WebP, up to 5MB`}>
            <Input
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
            />
          </FormField>
          {photo ? (
            <FormField label={t`What the photo shows`} optional hint={t`Read aloud to whoever cannot see it`}>
              <Input maxLength={200} {...form.register('photoAlt')} />
            </FormField>
          ) : null}
        </>
      ) : null}
      <FormAlert message={error} />
      <FormButtons onCancel={close} label={t`Save`} busyLabel={t`Saving…`} busy={pending} />
    </form>
  );
}
