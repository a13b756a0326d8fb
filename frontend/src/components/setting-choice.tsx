import type { ReactNode } from 'react';

type SettingChoiceProps<V extends string> = {
  /** The radio group's name. */
  name: string;
  legend: ReactNode;
  /** What the setting changes, under the legend. */
  hint: ReactNode;
  options: readonly { value: V; label: ReactNode }[];
  chosen: V;
  onChoose: (value: V) => void;
  disabled?: boolean;
};

/** One of My Account's settings (appearance, units): a legend, what it does, and its choices as radios in a row. */
export function SettingChoice<V extends string>({
  name,
  legend,
  hint,
  options,
  chosen,
  onChoose,
  disabled,
}: SettingChoiceProps<V>) {
  return (
    <fieldset className="mt-6 space-y-2 border-t border-cream-200 pt-5" disabled={disabled}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <p className="text-xs text-ink-muted">{hint}</p>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => onChoose(option.value)}
              className="size-4 accent-terracotta-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
