import { CARD_DESCRIPTION_LIMIT } from '@trailfinder/shared-types/rules';
import { isTruncated, truncate } from '../../../lib/truncate';
import { useDisclosure } from '../../../lib/use-disclosure';
import css from './trail-description.module.css';

/** Card text: in full, or cut at 100 characters with a More/Less toggle. */
export function TrailDescription({ text, full }: { text: string; full: boolean }) {
  const { open: expanded, id, toggle } = useDisclosure();
  const long = !full && isTruncated(text, CARD_DESCRIPTION_LIMIT);
  return (
    <p id={id} className={css.text}>
      {long && !expanded ? truncate(text, CARD_DESCRIPTION_LIMIT) : text}{' '}
      {long && (
        <button type="button" className={css.toggle} {...toggle}>
          {expanded ? 'Less' : 'More'}
        </button>
      )}
    </p>
  );
}
