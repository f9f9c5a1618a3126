import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preload } from '../../../src/presentation/screens/auth/auth.screen';
import { presenterWorld } from '../../presentation/auth/presenter-world';
import { renderAuth } from './render-auth';

vi.setConfig({ testTimeout: 30_000 });

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const secret = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const set = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('SignUpView', () => {
  // Its own chunk: loaded before the first render, as the app does for a first visit to /signup.
  beforeAll(() => preload('/signup'));
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  it('has every sign-up field and the powered-by note of the address source', () => {
    renderAuth('/signup', world);
    for (const name of [
      /^First Name/,
      /^Last Name/,
      /^Email/,
      /^Phone Number \(optional\)/,
      /^Business Type/,
      /^Business Description/,
    ]) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(secret(/^Password/)).toHaveAttribute('type', 'password');
    expect(secret(/^Confirm Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('combobox', { name: /^Address/ })).toBeInTheDocument();
    // Offline, the note says what the suggestions are, not how they are made.
    expect(screen.getByText('UK address suggestions')).toBeInTheDocument();
    expect(screen.queryByText(/gazetteer/i)).not.toBeInTheDocument();
  });

  it('invalid: the exact validation texts on their fields, focus on the first', async () => {
    renderAuth('/signup', world);
    set(field(/^Email/), 'sam@carter');
    set(secret(/^Password/), 'abc');
    set(secret(/^Confirm Password/), 'abd');
    set(field(/^Phone Number/), '0770');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(field(/^First Name/)).toHaveFocus());
    expect(field(/^First Name/)).toHaveAccessibleDescription('First name is required');
    expect(field(/^Last Name/)).toHaveAccessibleDescription('Last name is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is invalid');
    expect(secret(/^Password/)).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(secret(/^Confirm Password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(field(/^Phone Number/)).toHaveAccessibleDescription(
      'Phone number must be exactly 10 digits',
    );
  });

  it('the phone keeps a UK number as its national digits, and a longer one whole', () => {
    renderAuth('/signup', world);
    expect(field(/^Phone Number/).parentElement).toHaveTextContent(/^\+44/);
    expect(field(/^Phone Number/)).toHaveAccessibleDescription(
      'After +44, like 7700 900123',
    );
    set(field(/^Phone Number/), '07700-900 123');
    expect(field(/^Phone Number/)).toHaveValue('7700900123');
    set(field(/^Phone Number/), '07700-900 123 45');
    expect(field(/^Phone Number/)).toHaveValue('770090012345');
  });

  it('address suggestions come from 3 characters; a pick fills the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuth('/signup', world);
    await user.type(screen.getByRole('combobox', { name: /^Address/ }), 'Lee');
    await user.click(await screen.findByRole('option', { name: /Leeds/ }, { timeout: 3000 }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: /^Address/ }).value).toMatch(
        /^Leeds, /,
      ),
    );
  });

  it('failed: a taken e-mail is shown on the field and in an alert', async () => {
    renderAuth('/signup', world);
    set(field(/^First Name/), 'Dana');
    set(field(/^Last Name/), 'Again');
    set(field(/^Email/), 'demo@shipper.test');
    set(secret(/^Password/), 'Another1');
    set(secret(/^Confirm Password/), 'Another1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(field(/^Email/)).toHaveAccessibleDescription('The email has already been taken.');
  });

  it('succeeded: on to the verify view with the remembered page', async () => {
    const { location } = renderAuth('/signup?redirect=%2Ftrips', world);
    set(field(/^First Name/), 'Sam');
    set(field(/^Last Name/), 'Carter');
    set(field(/^Email/), 'sam@carter.test');
    set(secret(/^Password/), 'Fresh123');
    set(secret(/^Confirm Password/), 'Fresh123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(location()).toBe('/email-verification?redirect=%2Ftrips'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeInTheDocument();
  });
});
