import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAddressChosen,
  suggestionText,
  suggestionTyped,
  typedExactly,
} from '../../../src/domain/load/address-choice';
import {
  addressUnknownMessage,
  checkLoadForm,
  EMPTY_LOAD_FORM,
  isLoadFormReady,
  LOAD_FORM_MESSAGES,
  type LoadFormValues,
} from '../../../src/domain/load/load-form-rules';

const NOW = new Date(2026, 2, 2, 10, 0, 30);
const PLACE = {
  latitude: 53.8,
  longitude: -1.55,
  cityName: 'Leeds',
  stateName: 'West Yorkshire',
  zipcode: 'LS1',
};
const READY: LoadFormValues = {
  ...EMPTY_LOAD_FORM,
  pickupAddress: 'Leeds, West Yorkshire LS1',
  pickupPlace: PLACE,
  pickupChosen: true,
  deliveryAddress: 'York, North Yorkshire YO1',
  deliveryPlace: { ...PLACE, cityName: 'York', zipcode: 'YO1' },
  deliveryChosen: true,
  pickupDate: '2026-03-03',
  pickupTime: '09:30',
  weight: '120',
  itemCount: '3',
  loadTypeId: 2,
};

describe('an address chosen, not merely typed', () => {
  it('is chosen with a place, or when chosen as text; typed text alone is not', () => {
    expect(isAddressChosen(PLACE, false)).toBe(true);
    expect(isAddressChosen(null, true)).toBe(true);
    expect(isAddressChosen(null, false)).toBe(false);
  });

  it("the form is not ready while an address given is not chosen, and says so with the spec's own words", () => {
    expect(isLoadFormReady(checkLoadForm(READY, 'auto', NOW))).toBe(true);
    const typed = { ...READY, pickupAddress: 'asdf', pickupPlace: null, pickupChosen: false };
    const check = checkLoadForm(typed, 'auto', NOW);
    expect(check.unchosen).toEqual(['pickupAddress']);
    expect(check.missing).toEqual([]);
    expect(isLoadFormReady(check)).toBe(false);
    expect(LOAD_FORM_MESSAGES.addressNotChosen).toBe('Choose an address from the suggestions');
  });

  it('a blank address is missing, not unchosen; both stops are judged', () => {
    const check = checkLoadForm(
      {
        ...READY,
        pickupAddress: '  ',
        pickupPlace: null,
        pickupChosen: false,
        deliveryPlace: null,
        deliveryChosen: false,
      },
      'auto',
      NOW,
    );
    expect(check.missing).toEqual(['pickupAddress']);
    expect(check.unchosen).toEqual(['deliveryAddress']);
  });

  it('an address chosen as text (a past load’s, the place unknown) is ready to publish', () => {
    const copied = { ...READY, deliveryPlace: null, deliveryChosen: true };
    expect(isLoadFormReady(checkLoadForm(copied, 'auto', NOW))).toBe(true);
  });
});

describe('typed text that spells out a suggestion', () => {
  const leeds = { id: 'l', primary: 'Leeds', secondary: 'West Yorkshire LS1' };
  const street = { id: 's', primary: '12 High Street', secondary: 'Leeds, West Yorkshire LS1' };

  it('writes a suggestion on one line, its context after a comma', () => {
    expect(suggestionText(leeds)).toBe('Leeds, West Yorkshire LS1');
    expect(suggestionText({ primary: ' Leeds ', secondary: ' ' })).toBe('Leeds');
  });

  it('matches trimmed and ignoring case, nothing looser', () => {
    expect(typedExactly('  LEEDS, west yorkshire ls1 ', 'Leeds, West Yorkshire LS1')).toBe(true);
    expect(typedExactly('Leeds West Yorkshire LS1', 'Leeds, West Yorkshire LS1')).toBe(false);
    expect(typedExactly('Leeds', 'Leeds, West Yorkshire LS1')).toBe(false);
    expect(typedExactly('  ', '')).toBe(false);
  });

  it('finds the suggestion whose whole text was typed, not one whose main line alone was', () => {
    expect(suggestionTyped('leeds, west yorkshire ls1', [street, leeds])).toBe(leeds);
    expect(suggestionTyped('Leeds', [street, leeds])).toBeUndefined();
    expect(suggestionTyped('asdf', [])).toBeUndefined();
  });

  it('any suggestion is found by its own text, whatever the case and surrounding spaces', () => {
    const line = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(line, fc.string({ maxLength: 30 }), (primary, secondary) => {
        const suggestion = { primary, secondary };
        const typed = ` ${suggestionText(suggestion).toUpperCase()} `;
        expect(suggestionTyped(typed, [suggestion])).toBe(suggestion);
      }),
    );
  });
});

describe('an address the lookup knows nothing of: what to add, with an example', () => {
  const FIXED = 'Unit 3 Trafford Park, Manchester';
  it.each([
    ['Unit 3 Trafford Park', 'Unit 3 Trafford Park, Manchester'],
    ['  unit 3   trafford park ', 'unit 3 trafford park, Manchester'],
    ['14 Kings Road,', '14 Kings Road, Manchester'],
    ['Bay 2, Wharf Road', 'Bay 2, Wharf Road, Manchester'],
    // Not an address line: the fixed example.
    ['asdf', FIXED],
    ['12 34', FIXED],
    ['The "Old" Mill, Bank Street', FIXED],
    ['Unit 3 Trafford Park Industrial Estate Road', FIXED],
  ])('%j gives the example %j', (typed, example) => {
    expect(addressUnknownMessage(typed)).toBe(
      `Choose an address from the suggestions. Add the town or postcode, for example "${example}".`,
    );
  });
});
