import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenedOnce } from '../../../src/presentation/components/opened-once';

const dialog = (open: boolean) => (
  <OpenedOnce open={open}>
    <p>{open ? 'Dialog open' : 'Dialog closing'}</p>
  </OpenedOnce>
);

describe('OpenedOnce', () => {
  it('mounts nothing until first opened, then stays mounted so closing can play out', () => {
    const { rerender } = render(dialog(false));
    expect(screen.queryByText(/^Dialog/)).toBeNull();
    rerender(dialog(true));
    expect(screen.getByText('Dialog open')).toBeInTheDocument();
    rerender(dialog(false));
    expect(screen.getByText('Dialog closing')).toBeInTheDocument();
  });
});
