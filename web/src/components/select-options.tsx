import type { SelectOption } from './labeled-select';

/** The <option>s of a native select, one per value with its label. */
export function selectOptions(options: readonly SelectOption[]) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
