import { Trans } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type PrintRecipeProps = {
  hasPhoto: boolean;
  withPhoto: boolean;
  onWithPhotoChange: (withPhoto: boolean) => void;
};

/** Prints the recipe as shown (scaled, converted) on one page; the photo is the cook's choice. */
export function PrintRecipe({ hasPhoto, withPhoto, onWithPhotoChange }: PrintRecipeProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        <Trans>Print</Trans>
      </Button>
      {hasPhoto ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={withPhoto}
            onCheckedChange={(state) => onWithPhotoChange(state === true)}
          />
          <Label htmlFor={id} className="cursor-pointer font-normal">
            <Trans>Photo in print</Trans>
          </Label>
        </div>
      ) : null}
    </div>
  );
}
