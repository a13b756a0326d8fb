import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ThemeChoice as Choice, setThemeChoice, useTheme } from '@/lib/theme';

const CHOICES: readonly { value: Choice; label: MessageDescriptor }[] = [
  { value: 'system', label: msg`System` },
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
];

/** System, Light or Dark, remembered on this device. */
export function ThemeChoice() {
  const { choice } = useTheme();
  const { i18n } = useLingui();
  return (
    <fieldset className="mt-6 space-y-2 border-t border-cream-200 pt-5">
      <legend className="text-sm font-semibold text-ink">
        <Trans>Appearance</Trans>
      </legend>
      <p className="text-xs text-ink-muted">
        <Trans>System follows your device's light or dark setting.</Trans>
      </p>
      <div className="flex flex-wrap gap-4">
        {CHOICES.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={choice === option.value}
              onChange={() => setThemeChoice(option.value)}
              className="size-4 accent-terracotta-600"
            />
            {i18n._(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
