import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useLogCook } from '../api/cook-log';
import { dayText, today } from '../lib/days';

type LogCookDialogProps = {
  recipe: { id: string; servings: number | null };
  /** Who cooked, to start with: the signed-in cook's name. */
  cookName: string;
  /** The button's look: quieter on the recipe page, prominent at the end of Cook Mode. */
  variant?: 'outline' | 'primary';
};

/** "We cooked this": the day, who cooked, for how many, a rating and a note (issue 39). */
export function LogCookDialog({ recipe, cookName, variant = 'outline' }: LogCookDialogProps) {
  const [open, setOpen] = useState(false);
  const [cookedOn, setCookedOn] = useState(today);
  const [name, setName] = useState(cookName);
  const [servings, setServings] = useState(recipe.servings ? String(recipe.servings) : '');
  const [rating, setRating] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const logCook = useLogCook(recipe.id);

  const openChange = (next: boolean) => {
    if (next) {
      setCookedOn(today());
      setName((current) => current || cookName);
      setError(null);
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    logCook.mutate(
      {
        cookedOn,
        cookName: name,
        servings: servings.trim() ? Number(servings) : null,
        rating: rating ? Number(rating) : null,
        note: note.trim() ? note : null,
      },
      {
        onSuccess: (entry) => {
          setOpen(false);
          setNote('');
          setRating('');
          toast.success(`Logged: cooked on ${dayText(entry.cookedOn)}`);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? failure.message : 'Failed to log this meal. Please try again.',
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant={variant}>We cooked this</Button>
      </DialogTrigger>
      <DialogContent title="We cooked this" description="Keep a note of this meal in your household's log.">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <FormField label="Day">
            <Input
              type="date"
              value={cookedOn}
              max={today()}
              onChange={(event) => setCookedOn(event.target.value)}
            />
          </FormField>
          <FormField label="Who cooked">
            <Input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="For how many" optional>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={servings}
                onChange={(event) => setServings(event.target.value)}
              />
            </FormField>
            <FormField label="Rating" optional>
              <select
                className={inputClasses}
                value={rating}
                onChange={(event) => setRating(event.target.value)}
              >
                <option value="">No rating</option>
                {[5, 4, 3, 2, 1].map((stars) => (
                  <option key={stars} value={stars}>
                    {stars} {stars === 1 ? 'star' : 'stars'}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField label="Note" optional>
            <Textarea
              value={note}
              maxLength={2000}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={logCook.isPending}>
              {logCook.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
