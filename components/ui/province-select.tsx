import type { ComponentProps } from 'react';
import { PROVINCES } from '@/lib/competitions/provinces';

/** The one province picker: an empty choice (`emptyLabel`) and the 38 provinces. Other props go to the `<select>`. */
export function ProvinceSelect({ emptyLabel, ...props }: { emptyLabel: string } & ComponentProps<'select'>) {
  return (
    <select {...props}>
      <option value="">{emptyLabel}</option>
      {PROVINCES.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </select>
  );
}
