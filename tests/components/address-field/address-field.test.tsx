import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AddressLookup,
  AddressResult,
} from '../../../src/application/ports/address-lookup.port';
import { AddressFieldHarness } from '../support/address-field-harness';
import { addressLookup, renderWithContainer } from '../support/render-with-container';

const picked: AddressResult = {
  address: '12 High Street, Leeds LS1',
  latitude: 53.79,
  longitude: -1.54,
  cityName: 'Leeds',
  zipcode: 'LS1',
  stateName: 'West Yorkshire',
  isFromDropdown: true,
};

const lookup: AddressLookup = {
  attribution: 'UK address suggestions',
  startSession: () => ({
    suggest: async (q) =>
      q.toLowerCase().includes('lee')
        ? [{ id: 'l', primary: '12 High Street', secondary: 'Leeds LS1' }]
        : [],
    resolve: async () => picked,
  }),
};

describe('AddressField', () => {
  it('suggests UK addresses after 3 characters and hands back the resolved place', async () => {
    const onPick = vi.fn();
    renderWithContainer(<AddressFieldHarness onPick={onPick} showPoweredBy />, [
      addressLookup(lookup),
    ]);
    const input = screen.getByRole('combobox', { name: /pickup address/i });
    await userEvent.type(input, '12 High Street, Lee');
    const option = await screen.findByRole('option', { name: /12 High Street/ });
    await userEvent.click(option);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(picked));
    expect(input).toHaveValue('12 High Street, Leeds LS1');
  });

  it("shows the lookup's note under the field, as it words it, and links it to the input", () => {
    renderWithContainer(<AddressFieldHarness onPick={vi.fn()} showPoweredBy />, [
      addressLookup(lookup),
    ]);
    const note = screen.getByText('UK address suggestions');
    expect(screen.getByRole('combobox').getAttribute('aria-describedby')).toContain(note.id);
  });

  it('is a combobox with a list: arrows move through the suggestions, Enter picks without submitting', async () => {
    const onPick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const many: AddressLookup = {
      attribution: 'Test',
      startSession: () => ({
        suggest: async () => [
          { id: 'a', primary: '1 Park Row', secondary: 'Leeds LS1' },
          { id: 'b', primary: '2 Park Row', secondary: 'Leeds LS1' },
        ],
        resolve: async (s) => ({ ...picked, address: `${s.primary}, ${s.secondary}` }),
      }),
    };
    renderWithContainer(
      <form onSubmit={onSubmit}>
        <AddressFieldHarness onPick={onPick} showPoweredBy />
      </form>,
      [addressLookup(many)],
    );
    const input = screen.getByRole('combobox', { name: /pickup address/i });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(input, 'Park');
    const listbox = await screen.findByRole('listbox', { name: 'Pickup address suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /2 Park Row/ });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /1 Park Row/ }).id,
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');

    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({ address: '2 Park Row, Leeds LS1' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveFocus();
  });

  it('Escape closes the suggestions and keeps the typed text; Enter then submits the form', async () => {
    const onPick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithContainer(
      <form onSubmit={onSubmit}>
        <AddressFieldHarness onPick={onPick} showPoweredBy />
      </form>,
      [addressLookup(lookup)],
    );
    const input = screen.getByRole('combobox', { name: /pickup address/i });
    await userEvent.type(input, 'Leeds');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Leeds');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onPick).not.toHaveBeenCalled();
  });

  it("says 'Searching addresses…' while the first answer is on its way, and closes when the field is left", async () => {
    let answer: (found: []) => void = () => undefined;
    const slow: AddressLookup = {
      attribution: 'Test',
      startSession: () => ({
        suggest: () => new Promise((resolve) => (answer = resolve)),
        resolve: async () => picked,
      }),
    };
    renderWithContainer(<AddressFieldHarness onPick={vi.fn()} showPoweredBy />, [
      addressLookup(slow),
    ]);
    const input = screen.getByRole('combobox', { name: /pickup address/i });
    await userEvent.type(input, 'Yor');
    expect(await screen.findByText('Searching addresses…')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByText('Searching addresses…')).toBeNull();
    act(() => answer([]));
  });
});
