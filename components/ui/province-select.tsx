import type { ComponentProps } from 'react';
import { type Province, PROVINCES } from '@/lib/competitions/provinces';

/** The one province picker: an empty choice (`emptyLabel`) and the 38 provinces. Other props go to the `<select>`. */
export function ProvinceSelect({
  emptyLabel,
  optionLabel,
  ...props
}: { emptyLabel: string; optionLabel?: (p: Province) => string } & ComponentProps<'select'>) {
  return (
    <select {...props}>
      <option value="">{emptyLabel}</option>
      {PROVINCES.map((p) => (
        <option key={p} value={p}>
          {optionLabel ? optionLabel(p) : p}
        </option>
      ))}
    </select>
  );
}
