import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/shared/app-error';
import { presenterWorld } from '../../presentation/auth/presenter-world';
import { renderAuth } from '../auth/render-auth';

vi.setConfig({ testTimeout: 20_000 });

const set = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const name = () => screen.getByRole('textbox', { name: /^Name/ });
const email = () => screen.getByRole('textbox', { name: /^Email/ });
const join = () => screen.getByRole('button', { name: 'Join Waiting List' });

describe('LandingScreen', () => {
  let world = presenterWorld();
  afterEach(() => {
    world.dispose();
    world = presenterWorld();
  });

  it('says what Bidhaul does and how, with the contact mail link and the copyright footer', () => {
    renderAuth('/', world);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Post a delivery/);
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'support@bidhaul.co.uk' })).toHaveAttribute(
      'href',
      'mailto:support@bidhaul.co.uk',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Bidhaul`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('invalid: the both-fields-required text, announced and tied to both fields', async () => {
    renderAuth('/', world);
    set(name(), 'Bea');
    fireEvent.click(join());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in both name and email fields.',
    );
    expect(name()).toHaveAccessibleDescription('Please fill in both name and email fields.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('joined: the thank-you text and empty fields', async () => {
    renderAuth('/', world);
    set(name(), 'Bea');
    set(email(), 'bea@tester.test');
    fireEvent.click(join());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for joining our Beta Tester waiting list!',
    );
    expect(name()).toHaveValue('');
    expect(world.marketplace.read((s) => s.waitlist.map((w) => w.email))).toEqual([
      'bea@tester.test',
    ]);
  });

  it('failed: the server text, else the fallback text', async () => {
    renderAuth('/', world);
    world.demo.failNext('joinWaitingList', new AppError('network'));
    set(name(), 'Bea');
    set(email(), 'bea@tester.test');
    fireEvent.click(join());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    expect(name()).toHaveValue('Bea');
  });

  it('loading: the button says so and is disabled', () => {
    renderAuth('/', world);
    set(name(), 'Bea');
    set(email(), 'bea@tester.test');
    fireEvent.click(join());
    expect(screen.getByRole('button', { name: 'Joining…' })).toBeDisabled();
  });
});
