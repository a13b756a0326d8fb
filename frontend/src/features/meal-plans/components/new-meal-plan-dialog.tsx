import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateMealPlan } from '../api/meal-plans';
import { nextMonday } from '../lib/week';

/** New Meal Plan: name and start date, both required ('Please fill in all fields'). */
export function NewMealPlanDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(nextMonday);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMealPlan();
  const navigate = useNavigate();

  const onOpenChange = (opening: boolean) => {
    setOpen(opening);
    if (!opening) {
      setName('');
      setStartDate(nextMonday());
      setError(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !startDate) {
      setError(t`Please fill in all fields`);
      toast.error(t`Please fill in all fields`);
      return;
    }
    create.mutate(
      { name: name.trim(), startDate },
      {
        onSuccess: (plan) => {
          onOpenChange(false);
          navigate(`/meal-plan/${plan.id}`);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          <Trans>New Meal Plan</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={t`New Meal Plan`} description={t`Name the week and choose when it starts.`}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={t`Plan name`} error={error && !name.trim() ? error : undefined}>
            <Input
              value={name}
              placeholder={t`e.g. Week of school lunches`}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <FormField
            label={t`Start date`}
            hint={t`The plan shows the Monday-to-Sunday week holding this date.`}
            error={error && !startDate ? error : undefined}
          >
            <Input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t`Creating…` : t`Create Plan`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
