import css from './figure-tile.module.css';

/** A big figure over its label on a pale brand tile (the About figures: trails, provinces...). */
export function FigureTile({ value, label, large }: { value: string; label: string; large?: boolean }) {
  return (
    <div className={large ? css.tileLarge : css.tile}>
      <p className={css.value}>{value}</p>
      <p className={css.label}>{label}</p>
    </div>
  );
}
