import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../../src/presentation/components/pagination/pagination';

function renderPagination(page: number, lastPage: number) {
  const onChange = vi.fn<(page: number) => void>();
  const view = render(
    <Pagination label="Results pages" page={page} lastPage={lastPage} onChange={onChange} />,
  );
  return { onChange, ...view };
}

/** What the bar reads, in order: page numbers, '…' for an ellipsis, Previous and Next. */
function barText(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Results pages' });
  return Array.from(nav.querySelectorAll('li')).map((li) => li.textContent ?? '');
}

describe('Pagination (numbered, Previous and Next, only when more than one page)', () => {
  it.each([
    [1, 1],
    [1, 0],
  ])('renders nothing for page %i of %i', (page, last) => {
    const { container } = renderPagination(page, last);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [1, 2, ['Previous', '1', '2', 'Next']],
    [1, 10, ['Previous', '1', '2', '…', '10', 'Next']],
    [5, 10, ['Previous', '1', '…', '4', '5', '6', '…', '10', 'Next']],
    [10, 10, ['Previous', '1', '…', '9', '10', 'Next']],
    [3, 5, ['Previous', '1', '2', '3', '4', '5', 'Next']],
  ])('page %i of %i shows %j', (page, last, expected) => {
    renderPagination(page, last);
    expect(barText()).toEqual(expected);
  });

  it('marks only the current page with aria-current', () => {
    renderPagination(5, 10);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    for (const other of [1, 4, 6, 10]) {
      expect(screen.getByRole('button', { name: `Page ${other}` })).not.toHaveAttribute(
        'aria-current',
      );
    }
  });

  it('hides the ellipses from assistive technology', () => {
    renderPagination(5, 10);
    const nav = screen.getByRole('navigation', { name: 'Results pages' });
    const ellipses = Array.from(nav.querySelectorAll('li')).filter((li) => li.textContent === '…');
    expect(ellipses).toHaveLength(2);
    ellipses.forEach((li) => expect(li).toHaveAttribute('aria-hidden', 'true'));
  });

  it('disables Previous on the first page and Next on the last', () => {
    const first = renderPagination(1, 3);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    first.unmount();
    renderPagination(3, 3);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the page clicked, the previous and the next one', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(5, 10);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('does not ask for the page already shown', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(2, 4);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(1, 3);
    const nav = screen.getByRole('navigation', { name: 'Results pages' });
    within(nav).getByRole('button', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('treats a current page out of range as the nearest page', () => {
    renderPagination(99, 3);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
