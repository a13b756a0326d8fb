// The form of "We cooked this" (issue 39): the day, who cooked, for how many, a rating, a note and a
// photo. The recipe page and Cook Mode log one recipe with it; the meal plan a planned meal; a dinner
// party its whole menu (no rating or photo there: each dish is rated, and pictured, on its own page).
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { today } from '@/lib/cook-days';

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

export function CookedDialog({
  trigger,
  triggerLabel,
  variant = 'outline',
  size = 'md',
  title,
  description,
  start,
  withRating = true,
  withPhoto = false,
  pending,
  save,
}: CookedDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [cookedOn, setCookedOn] = useState(start.cookedOn ?? today());
  const [name, setName] = useState(start.cookName);
  const [servings, setServings] = useState(start.servings ? String(start.servings) : '');
  const [rating, setRating] = useState('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoAlt, setPhotoAlt] = useState('');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const openChange = (next: boolean) => {
    if (next) {
      setCookedOn(start.cookedOn ?? today());
      setName((current) => current || start.cookName);
      setError(null);
    }
    setOpen(next);
  };

  const choosePhoto = (file: File | null) => {
    const problem = file ? photoProblem(file) : null;
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (photoError) return;
    save({
      cookedOn,
      cookName: name,
      servings: servings.trim() ? Number(servings) : null,
      rating: withRating && rating ? Number(rating) : null,
      note: note.trim() ? note : null,
      ...(withPhoto ? { photo, photoAlt: photo && photoAlt.trim() ? photoAlt.trim() : null } : {}),
    }).then(
      () => {
        setOpen(false);
        setNote('');
        setRating('');
        setPhoto(null);
        setPhotoAlt('');
      },
      (failure: unknown) =>
        setError(
          failure instanceof ApiError ? failure.message : t`Failed to log this meal. Please try again.`,
        ),
    );
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <FormField label={t`Day`}>
            <Input
              type="date"
              value={cookedOn}
              max={today()}
              onChange={(event) => setCookedOn(event.target.value)}
            />
          </FormField>
          <FormField label={t`Who cooked`}>
            <Input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label={t`For how many`} optional>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={servings}
                onChange={(event) => setServings(event.target.value)}
              />
            </FormField>
            {withRating ? (
              <FormField label={t`Rating`} optional>
                <select
                  className={inputClasses}
                  value={rating}
                  onChange={(event) => setRating(event.target.value)}
                >
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
            <Textarea
              value={note}
              maxLength={2000}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {withPhoto ? (
            <>
              <FormField
                label={t`Photo`}
                optional
                error={photoError ?? undefined}
                hint={t`JPEG, PNG or WebP, up to 5MB`}
              >
                <Input
                  type="file"
                  accept={PHOTO_TYPES.join(',')}
                  onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
                />
              </FormField>
              {photo ? (
                <FormField
                  label={t`What the photo shows`}
                  optional
                  hint={t`Read aloud to whoever cannot see it`}
                >
                  <Input
                    value={photoAlt}
                    maxLength={200}
                    onChange={(event) => setPhotoAlt(event.target.value)}
                  />
                </FormField>
              ) : null}
            </>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t`Saving…` : t`Save`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
