// A form drawn only while its dialog (or fold) is open, so that no form is made before it is used,
// still keeps what the person typed for the next opening: its values are put aside as it goes away,
// and the next form starts from them.
import { type RefObject, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Puts the form's values in `kept` when the form goes away (its dialog closed, its fold folded). */
export function useKeptDraft<T extends FieldValues>(form: UseFormReturn<T>, kept: RefObject<T | null>): void {
  useEffect(
    () => () => {
      kept.current = form.getValues();
    },
    [form, kept],
  );
}
