import { useLingui } from '@lingui/react';
import { TransNoContext, type TransProps } from '@lingui/react/server';

/**
 * The <Trans> the macro compiles to (lingui.config.ts, runtimeConfigModule): Lingui's own, imported
 * from its context-free module, so its rendering code (rich text with <0>…</0> tags) travels with the
 * screens that use it instead of riding into the first script beside the provider (docs/i18n.md).
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
