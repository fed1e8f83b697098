import { useId, useState } from 'react';

/**
 * A button that shows and hides a part of the page: whether it is open, the part's id, and the
 * button's props (`aria-expanded`, `aria-controls`, the toggle), so each such button says the same
 * to a screen reader. Spread `toggle` on a `<button type="button">`; put `id` on the part.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const toggle = { 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((v) => !v) };
  return { open, id, toggle };
}
