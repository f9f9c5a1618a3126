import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressLookup } from '../../../src/application/ports/address-lookup.port';
import type { PastAddressReader } from '../../../src/application/repeat/past-addresses';
import { recentAddresses } from '../../../src/domain/repeat/recent-addresses';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { AddressFieldHarness } from '../support/address-field-harness';
import { renderWithContainer } from '../support/render-with-container';
import { aLoad } from '../../domain/my-loads/load-fixture';
import { AddressSearchPresenter } from '../../../src/presentation/components/address-field/address-search.presenter';
import { LEEDS_PICKED } from '../../support/addresses';

const DEPOT = 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG';
const PROFILE = '1 Wellington Place, Leeds LS1 4AP';

const past: PastAddressReader = {
  hold: () => () => undefined,
  pastLoads: async () => [],
  read: async () => ({
    entries: (typed) =>
      recentAddresses(
        [
          aLoad({
            pickupAddress: DEPOT,
            pickupLocation: { lat: 53.787, lng: -1.506 },
            pickupRegion: 'West Yorkshire',
            deliveryAddress: '48 Broad Street, Birmingham B1 2HF',
            deliveryLocation: { lat: 52.478, lng: -1.91 },
          }),
        ],
        PROFILE,
        typed,
      ),
  }),
};

const lookup: AddressLookup = {
  attribution: 'Test',
  startSession: () => ({
    suggest: async () => [{ id: 'leeds', primary: 'Leeds', secondary: 'West Yorkshire LS1' }],
    resolve: async () => LEEDS_PICKED,
  }),
};

function renderField(onPick = vi.fn(), onPickText?: (text: string) => void) {
  renderWithContainer(<AddressFieldHarness onPick={onPick} onPickText={onPickText} />, [
    {
      token: AddressSearchPresenter,
      make: () => new AddressSearchPresenter(lookup, systemTimers, past),
    },
  ]);
  return { input: screen.getByRole('combobox', { name: /pickup address/i }), onPick };
}

describe('AddressField: recent addresses', () => {
  it("opens on focus with a 'Recent addresses' group in the listbox", async () => {
    const { input } = renderField();
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Pickup address suggestions' });
    const group = within(listbox).getByRole('group', { name: 'Recent addresses' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([DEPOT, '48 Broad Street, Birmingham B1 2HF', `${PROFILE}Profile address`]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('typing filters the group, shown above the suggestions; the arrows move across both and Enter picks', async () => {
    const { input, onPick } = renderField();
    await userEvent.click(input);
    await screen.findByRole('group', { name: 'Recent addresses' });
    await userEvent.type(input, 'leeds');
    const leeds = await screen.findByRole('option', { name: /^Leeds/ });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      DEPOT,
      `${PROFILE}Profile address`,
      leeds.textContent,
    ]);
    expect(within(screen.getByRole('group')).getAllByRole('option')).toHaveLength(2);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', leeds.id);
    await userEvent.keyboard('{ArrowDown}');
    const depot = screen.getByRole('option', { name: DEPOT });
    expect(input).toHaveAttribute('aria-activedescendant', depot.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(onPick.mock.calls[0]?.[0]).toEqual({
      address: DEPOT,
      latitude: 53.787,
      longitude: -1.506,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS9 0SG',
      isFromDropdown: true,
    });
    expect(input).toHaveValue(DEPOT);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('one known only as text is picked as text (a choice, not typing), its place looked up after', async () => {
    const onPickText = vi.fn();
    const { input } = renderField(vi.fn(), onPickText);
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: /Profile address/ }));
    expect(onPickText).toHaveBeenCalledExactlyOnceWith(PROFILE);
    expect(input).toHaveValue(PROFILE);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape closes the list and keeps the text', async () => {
    const { input } = renderField();
    await userEvent.click(input);
    await screen.findByRole('group', { name: 'Recent addresses' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });
});
