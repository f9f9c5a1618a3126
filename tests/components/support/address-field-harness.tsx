import { useState } from 'react';
import type { AddressResult } from '../../../src/application/ports/address-lookup.port';
import { AddressField } from '../../../src/presentation/components/address-field/address-field';

/** A pickup address field as a form holds it: picking a place fills the text and reports it. */
export function AddressFieldHarness({
  onPick,
  onPickText,
  showPoweredBy = false,
}: {
  onPick: (r: AddressResult) => void;
  onPickText?: (text: string) => void;
  showPoweredBy?: boolean;
}) {
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
      onPickText={
        onPickText &&
        ((t) => {
          setText(t);
          onPickText(t);
        })
      }
      showPoweredBy={showPoweredBy}
    />
  );
}
