import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('near the side of a 375 px window', () => {
    afterEach(() => vi.restoreAllMocks());

    /** The hint laid out 280 px wide from `left`, in a window 375 px wide. */
    function layOut(left: number) {
      vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(375);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const x = this.getAttribute('role') === 'tooltip' ? left : 0;
        return DOMRect.fromRect({ x, y: 0, width: this.getAttribute('role') ? 280 : 0, height: 20 });
      });
    }

    it.each([
      ['the right', 110, '-23px 0'],
      ['the left', -40, '48px 0'],
    ])('moves into the window from %s, 8 px from its side', async (_, left, translate) => {
      layOut(left);
      render(
        <Hint text="15 Riverside Business Park, Stratford-upon-Avon CV37 5FE" describeChild>
          <span tabIndex={0}>Stratford-upon-Avon CV37</span>
        </Hint>,
      );
      await userEvent.setup().tab();
      expect(screen.getByRole('tooltip').style.translate).toBe(translate);
    });

    it('stays centred where it fits', async () => {
      layOut(40);
      render(
        <Hint text="48 Broad Street, Birmingham B1 2HF" describeChild>
          <span tabIndex={0}>Birmingham B1</span>
        </Hint>,
      );
      await userEvent.setup().tab();
      expect(screen.getByRole('tooltip').style.translate).toBe('');
    });
  });
});
