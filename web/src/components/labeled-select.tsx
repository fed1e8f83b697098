import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { selectOptions } from './select-options';
import styles from './labeled-select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  name?: string;
}

/**
 * A labelled native <select>: robust on phones and with screen readers. A plain label tied by id,
 * styled by its CSS module as Chakra's NativeSelect was (decision 088): no styles made at run time
 * when a panel of them opens.
 */
export function LabeledSelect({ label, value, options, onChange, name }: Props) {
  const id = useId();
  return (
    <div className={styles.labeled}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          className={styles.field}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {selectOptions(options)}
        </select>
        <div className={styles.indicator} aria-hidden="true">
          <ChevronDown />
        </div>
      </div>
    </div>
  );
}
