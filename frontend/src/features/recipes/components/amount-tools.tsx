import type { UnitSystem } from '@contracts/measure';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Ruler } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ScaleToWhatIHave } from './scale-to-what-i-have';

const SYSTEM_NAMES = { us: msg`US cups and ounces`, metric: msg`metric` } as const;

type AmountToolsProps = {
  /** The ingredient lines as written. */
  lines: string[];
  units: UnitSystem;
  /** Whether converting changes any line. */
  convertible: boolean;
  converted: boolean;
  onConvertedChange: (converted: boolean) => void;
  /** What the recipe was scaled to ("300 g of flour"), or null. */
  scaledTo: string | null;
  onScale: (factor: number, description: string) => void;
};

/** One-tap Convert into the cook's units, and Scale to what I have. */
export function AmountTools({
  lines,
  units,
  convertible,
  converted,
  onConvertedChange,
  scaledTo,
  onScale,
}: AmountToolsProps) {
  const { t, i18n } = useLingui();
  const system = i18n._(SYSTEM_NAMES[units]);
  const status = [
    converted ? t`Amounts shown in ${system}.` : null,
    scaledTo ? t`Scaled to ${scaledTo}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        {convertible || converted ? (
          <Button variant="outline" size="sm" onClick={() => onConvertedChange(!converted)}>
            <Ruler aria-hidden="true" />
            {converted ? t`Show as written` : t`Convert to ${system}`}
          </Button>
        ) : null}
        <ScaleToWhatIHave lines={lines} onScale={onScale} />
      </div>
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {status}
      </p>
    </div>
  );
}
