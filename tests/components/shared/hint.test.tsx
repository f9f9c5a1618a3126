import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hint } from '../../../src/presentation/components/hint';

describe('Hint', () => {
  it('shows on hover, goes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <Hint text="View on map">
        <button type="button" aria-label="View BH-1 on map">
          ⌖
        </button>
      </Hint>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('View on map');
    await user.unhover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus, Escape hides it, and the element keeps its own name', async () => {
    const user = userEvent.setup();
    render(
      <Hint text="View on map">
        <button type="button" aria-label="View BH-1 on map">
          ⌖
        </button>
      </Hint>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('View on map');
    expect(screen.getByRole('button', { name: 'View BH-1 on map' })).not.toHaveAttribute('aria-describedby');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('describes its element while shown when it carries the full text', async () => {
    const user = userEvent.setup();
    render(
      <Hint text="12 Wellington Street, Leeds LS1 4AP" describeChild>
        <span tabIndex={0}>12 Wellington Street…</span>
      </Hint>,
    );
    await user.tab();
    expect(screen.getByText('12 Wellington Street…')).toHaveAccessibleDescription(
      '12 Wellington Street, Leeds LS1 4AP',
    );
  });
});
