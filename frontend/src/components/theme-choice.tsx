import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ThemeChoice as Choice, setThemeChoice, useTheme } from '@/lib/theme';
import { SettingChoice } from './setting-choice';

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
    <SettingChoice
      name="theme"
      legend={<Trans>Appearance</Trans>}
      hint={<Trans>System follows your device's light or dark setting.</Trans>}
      options={CHOICES.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
      chosen={choice}
      onChoose={setThemeChoice}
    />
  );
}
