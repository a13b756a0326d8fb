import type { PantryPlace } from '@contracts/pantry';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAddPantryItem } from '../api/change-pantry';
import { PUT_IN_PLACE } from '../lib/places';

/**
 * Beside a shopping line ticked as bought (issue 38): puts what was bought in the pantry, in the place
 * its aisle suggests (moved on the pantry's page). Kept while offline like any pantry change.
 */
export function PutInPantryButton({ text, place }: { text: string; place: PantryPlace }) {
  const { t, i18n } = useLingui();
  const add = useAddPantryItem();
  const [put, setPut] = useState(false);
  if (put)
    return (
      <p role="status" className="flex items-center gap-1 text-xs font-semibold text-sage-600">
        <Check aria-hidden="true" className="size-3.5" />
        {i18n._(PUT_IN_PLACE[place])}
      </p>
    );
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t`Put ${text} in the pantry`}
      onClick={() => {
        add.mutate({ food: text, place });
        setPut(true);
      }}
    >
      <PackagePlus aria-hidden="true" />
      <Trans>Put in pantry</Trans>
    </Button>
  );
}
