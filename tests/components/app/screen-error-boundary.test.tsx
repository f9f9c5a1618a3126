import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScreenErrorBoundary } from '../../../src/presentation/app/screen-error-boundary';

function Fragile({ crash }: { crash: boolean }) {
  if (crash) throw new Error('boom');
  return <p>Screen content</p>;
}

function Harness() {
  const [crash, setCrash] = useState(true);
  const [screenKey, setScreenKey] = useState('/trips');
  return (
    <>
      <button onClick={() => setCrash(false)}>fix</button>
      <button onClick={() => setScreenKey('/history')}>other tab</button>
      <ScreenErrorBoundary resetKey={screenKey}>
        <Fragile crash={crash} />
      </ScreenErrorBoundary>
    </>
  );
}

describe('ScreenErrorBoundary', () => {
  it('shows a recoverable panel instead of a blank page, and Try again renders afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByText('This screen ran into a problem')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'fix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it('recovers when the user moves to another screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'fix' }));
    await userEvent.click(screen.getByRole('button', { name: 'other tab' }));
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });
});
