import { useId, useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import css from './phone-disclosure.module.css';

/** Whether folded content is open, the id that ties it to its button, and the class it takes. */
export interface PhoneDisclosure {
  readonly open: boolean;
  readonly id: string;
  toggle(): void;
  /** The content's class: folded away on a phone until opened. */
  readonly contentClass: string | undefined;
}

/**
 * Content that a phone shows folded, behind a Show/Hide button, so that what the screen is for
 * comes within the first screenful; from 600px the button is gone and the content always shows.
 * CSS decides the width, so nothing is measured and a resize re-renders nothing.
 */
export function usePhoneDisclosure(): PhoneDisclosure {
  const [open, setOpen] = useState(false);
  const id = useId();
  return {
    open,
    id,
    toggle: () => setOpen((was) => !was),
    contentClass: open ? undefined : css.folded,
  };
}

/** The button that opens and folds the content again, on a phone only. */
export function PhoneDisclosureButton({
  disclosure,
  show,
  hide,
}: {
  disclosure: PhoneDisclosure;
  show: string;
  hide: string;
}) {
  const { open, id, toggle } = disclosure;
  return (
    <button
      type="button"
      className={css.toggle}
      aria-expanded={open}
      aria-controls={id}
      onClick={toggle}
    >
      {open ? hide : show}
      <ExpandMoreIcon aria-hidden className={open ? `${css.icon} ${css.open}` : css.icon} />
    </button>
  );
}
