import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AddressLookup,
  AddressResult,
} from '../../../src/application/ports/address-lookup.port';
import { AddressLookupToken } from '../../../src/di/tokens';
import { AddressField } from '../../../src/presentation/components/address-field/address-field';
import { bindTo, renderWithContainer } from '../support/render-with-container';

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
  sourceName: 'Bidhaul offline UK gazetteer',
  startSession: () => ({
    suggest: async (q) =>
      q.toLowerCase().includes('lee')
        ? [{ id: 'l', primary: '12 High Street', secondary: 'Leeds LS1' }]
        : [],
    resolve: async () => picked,
  }),
};

function Harness({ onPick }: { onPick: (r: AddressResult) => void }) {
  const [text, setText] = useState('');
  return (
    <AddressField
      id="pickup"
      label="Pickup address"
      value={text}
      onChange={setText}
      onPick={(r) => {
        setText(r.address);
        onPick(r);
      }}
      showPoweredBy
    />
  );
}

describe('AddressField', () => {
  it('suggests UK addresses after 3 characters and hands back the resolved place', async () => {
    const onPick = vi.fn();
    renderWithContainer(<Harness onPick={onPick} />, [bindTo(AddressLookupToken, lookup)]);
    const input = screen.getByRole('combobox', { name: /pickup address/i });
    await userEvent.type(input, '12 High Street, Lee');
    const option = await screen.findByRole('option', { name: /12 High Street/ });
    await userEvent.click(option);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(picked));
    expect(input).toHaveValue('12 High Street, Leeds LS1');
  });

  it('names the source in the powered-by note and links it to the input', () => {
    renderWithContainer(<Harness onPick={vi.fn()} />, [bindTo(AddressLookupToken, lookup)]);
    const note = screen.getByText('Powered by Bidhaul offline UK gazetteer');
    expect(screen.getByRole('combobox').getAttribute('aria-describedby')).toContain(note.id);
  });
});
