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

  it('given a value, says how much is done, within 0 to 100', () => {
    render(
      <>
        <LoadingBar value={42.4} labelledBy="what" />
        <span id="what">Uploading files: 42%</span>
        <LoadingBar value={130} label="Over" />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading files: 42%' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.firstElementChild).toHaveClass(css.fill!);
    expect(bar.firstElementChild).toHaveStyle({ transform: 'translateX(-57.6%)' });
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
