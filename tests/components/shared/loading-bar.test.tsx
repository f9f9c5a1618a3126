import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBar } from '../../../src/presentation/components/loading-bar';
import css from '../../../src/presentation/components/loading-bar.module.css';

describe('LoadingBar', () => {
  it('is an indeterminate progress bar named by what is loading', () => {
    render(<LoadingBar label="Loading history" className="gap" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading history' });
    // Indeterminate: no value for a screen reader to announce as a percentage.
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveClass(css.track!, 'gap');
    expect(bar.firstElementChild).toHaveClass(css.bar!);
  });
});
