import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateMenu } from '../api/dinner-parties';

const empty = { name: '', eventDate: '', description: '', guestCount: '' };

/** New Dinner Party: a name ('Please enter a menu name'); date, description and guests optional. */
export function NewDinnerPartyDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMenu();
  const navigate = useNavigate();
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onOpenChange = (opening: boolean) => {
    setOpen(opening);
    if (!opening) {
      setValues(empty);
      setError(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setError(t`Please enter a menu name`);
      toast.error(t`Please enter a menu name`);
      return;
    }
    create.mutate(
      {
        name: values.name.trim(),
        eventDate: values.eventDate || null,
        description: values.description,
        guestCount: values.guestCount === '' ? null : Number(values.guestCount),
      },
      {
        onSuccess: (menu) => {
          onOpenChange(false);
          navigate(`/dinner-party/${menu.id}`);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          <Trans>New Dinner Party</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={t`New Dinner Party`} description={t`Name the menu; the rest can wait.`}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={t`Menu name`} error={error ?? undefined}>
            <Input
              value={values.name}
              maxLength={120}
              placeholder={t`e.g. Harvest dinner`}
              onChange={(event) => {
                set('name')(event);
                if (error) setError(null);
              }}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t`Date`} optional>
              <Input type="date" value={values.eventDate} onChange={set('eventDate')} />
            </FormField>
            <FormField label={t`Guests`} optional>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                value={values.guestCount}
                onChange={set('guestCount')}
              />
            </FormField>
          </div>
          <FormField label={t`Description`} optional>
            <Textarea rows={3} maxLength={2000} value={values.description} onChange={set('description')} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t`Creating…` : t`Create Menu`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
