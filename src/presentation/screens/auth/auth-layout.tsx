import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { BrandMark } from '../../components/brand-mark';
import css from './auth-layout.module.css';

/** The frame every auth view sits in: the brand (a link home) and one card. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className={css.page}>
      <RouterLink to="/" aria-label="Bidhaul home" className={css.brand}>
        <BrandMark size={34} />
        <span className={css.brandName}>Bidhaul</span>
      </RouterLink>
      <div className={`${css.card} ${wide ? css.wide : ''}`}>{children}</div>
    </main>
  );
}

type SubmitProps = {
  /** Its request is on its way: the button says so, in `busyLabel`. */
  readonly pending: boolean;
  readonly label: string;
  readonly busyLabel: string;
  /** Off while pending unless told otherwise. */
  readonly disabled?: boolean;
  readonly className?: string;
};

/** An auth view's main button, which sends its form. */
export function AuthSubmit({
  pending,
  label,
  busyLabel,
  disabled = pending,
  className,
}: SubmitProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled}
      className={className}
    >
      {pending ? busyLabel : label}
    </Button>
  );
}
