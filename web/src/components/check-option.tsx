import styles from './check-option.module.css';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

/** A native checkbox with its label as the click target (large enough for thumbs). */
export function CheckOption({ label, checked, onChange, name }: Props) {
  return (
    <label className={checked ? `${styles.option} ${styles.checked}` : styles.option}>
      <input
        type="checkbox"
        className={styles.box}
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {label}
    </label>
  );
}
