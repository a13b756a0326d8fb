import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** A line Cook Mode ticks off: an ingredient gathered, a step done. */
export function CheckItem({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-2">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(state) => onChange(state === true)}
        className="mt-0.5"
      />
      <Label
        htmlFor={id}
        className={cn(
          'cursor-pointer text-base font-normal leading-snug',
          checked && 'text-ink-muted line-through',
        )}
      >
        {label}
      </Label>
    </div>
  );
}
