import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** A select's options from a list of values, each shown by its name in the catalog. */
export function NamedOptions<V extends string>({
  values,
  names,
}: {
  values: readonly V[];
  names: Record<V, MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {i18n._(names[value])}
        </option>
      ))}
    </>
  );
}
