import { afterEach, describe, expect, it, vi } from 'vitest';
import { aLoad } from '../../domain/my-loads/load-fixture';
import { validForm } from '../../support/create-job/create-job-fakes';
import {
  closeOpenForms,
  openFilledForm,
  presenterHarness,
  settle,
  trackOpen,
} from '../../support/create-job/presenter-harness';
import { LEEDS_PICKED } from '../../support/addresses';

const CHOOSE = 'Choose an address from the suggestions';
/** What the mark adds when the lookup suggested nothing at all. */
const addTown = (example: string) =>
  `${CHOOSE}. Add the town or postcode, for example "${example}".`;

afterEach(closeOpenForms);

describe('Create Job: an address typed, not picked, is checked on leaving its field', () => {
  it("marks 'asdf' once left, holds publishing back saying why, and lets a pick clear it", async () => {
    const { presenter, lookup } = await openFilledForm('auto');
    presenter.typeAddress('pickup', 'asdf');
    // Not marked while typing; publishing already waits for an address from the suggestions.
    expect(presenter.errorFor('pickupAddress')).toBeUndefined();
    expect(presenter.canSubmit).toBe(false);
    expect(presenter.submitHint).toBe('Still needed: pickup address chosen from the suggestions.');

    presenter.leaveAddress('pickup');
    await settle();
    expect(lookup.suggested).toEqual(['asdf']);
    // Nothing to choose for 'asdf', and too little to build an example from.
    expect(presenter.errorFor('pickupAddress')).toBe(addTown('Unit 3 Trafford Park, Manchester'));
    expect(presenter.canSubmit).toBe(false);

    presenter.pickAddress('pickup', LEEDS_PICKED);
    expect(presenter.errorFor('pickupAddress')).toBeUndefined();
    expect(presenter.canSubmit).toBe(true);
    expect(presenter.submitHint).toBeNull();
  });

  it('lists an address not chosen in its place among the missing fields', async () => {
    const { presenter } = await openFilledForm('auto', { weight: '' });
    presenter.typeAddress('delivery', 'Somewhere');
    expect(presenter.submitHint).toBe(
      'Still needed: delivery address chosen from the suggestions, weight.',
    );
  });

  it('takes text that spells out a suggestion as picked, with its place, unmarked', async () => {
    const { presenter } = await openFilledForm('auto');
    presenter.typeAddress('delivery', 'york, north yorkshire yo1');
    presenter.leaveAddress('delivery');
    await settle();
    expect(presenter.values.deliveryAddress).toBe('York, North Yorkshire YO1');
    expect(presenter.values.deliveryPlace).toMatchObject({ cityName: 'York', zipcode: 'YO1' });
    expect(presenter.errorFor('deliveryAddress')).toBeUndefined();
    expect(presenter.canSubmit).toBe(true);
  });

  it('typing takes the mark away until the field is left again; the same text is not asked twice', async () => {
    const { presenter, lookup } = await openFilledForm('auto');
    presenter.typeAddress('pickup', 'asdf');
    presenter.leaveAddress('pickup');
    await settle();
    presenter.typeAddress('pickup', 'asdfg');
    expect(presenter.errorFor('pickupAddress')).toBeUndefined();
    presenter.typeAddress('pickup', 'asdf');
    presenter.leaveAddress('pickup');
    await settle();
    expect(presenter.errorFor('pickupAddress')).toBe(addTown('Unit 3 Trafford Park, Manchester'));
    expect(lookup.suggested).toEqual(['asdf']);
  });

  it.each([
    // Nothing to choose: the mark says what to add, the example built from the shipper's line.
    ['Unit 3 Trafford Park', addTown('Unit 3 Trafford Park, Manchester')],
    ['  Unit 9   Wharf Road, ', addTown('Unit 9 Wharf Road, Manchester')],
    ['Unit 3 Trafford Park, Stretford', addTown('Unit 3 Trafford Park, Stretford, Manchester')],
    // Suggestions to choose from, though none is what was typed: the mark alone.
    ['Leeds', CHOOSE],
    ['Unit 3 Trafford Park, Manchester', CHOOSE],
  ])('marks %j left unpicked: %j', async (typed, mark) => {
    const { presenter } = await openFilledForm('auto');
    presenter.typeAddress('delivery', typed);
    presenter.leaveAddress('delivery');
    await settle();
    expect(presenter.errorFor('deliveryAddress')).toBe(mark);
  });

  it('drops an answer for text no longer in the field', async () => {
    const { presenter } = await openFilledForm('auto');
    presenter.typeAddress('pickup', 'york, north yorkshire yo1');
    presenter.leaveAddress('pickup');
    presenter.typeAddress('pickup', 'asdf');
    await settle();
    expect(presenter.values.pickupPlace).toBeNull();
    expect(presenter.values.pickupAddress).toBe('asdf');
    expect(presenter.errorFor('pickupAddress')).toBeUndefined();
  });

  it('takes the text as it is while the lookup cannot answer (the field says to type the full address)', async () => {
    const { presenter, lookup } = await openFilledForm('auto');
    lookup.failing = true;
    presenter.typeAddress('pickup', '1 Nowhere Lane, Leeds');
    presenter.leaveAddress('pickup');
    await settle();
    expect(presenter.errorFor('pickupAddress')).toBeUndefined();
    expect(presenter.values.pickupPlace).toBeNull();
    expect(presenter.canSubmit).toBe(true);
  });

  it('does not look up an address already chosen, nor a blank one', async () => {
    const { presenter, lookup } = await openFilledForm('auto');
    presenter.leaveAddress('pickup');
    presenter.typeAddress('delivery', '  ');
    presenter.leaveAddress('delivery');
    await settle();
    expect(lookup.suggested).toEqual([]);
    expect(presenter.errorFor('deliveryAddress')).toBe('Delivery address is required');
  });
});

describe('Create Job: addresses that count as chosen', () => {
  it("a restored draft's chosen addresses, a place or chosen as text", async () => {
    const values = validForm(new Date(), { deliveryPlace: null, deliveryChosen: true });
    const h = presenterHarness({
      mode: 'auto',
      values,
      publishKey: null,
      attachmentNames: [],
      savedAt: new Date().toISOString(),
    });
    trackOpen(h.presenter.start());
    await settle();
    h.presenter.leaveAddress('pickup');
    h.presenter.leaveAddress('delivery');
    await settle();
    expect(h.lookup.suggested).toEqual([]);
    expect(h.presenter.canSubmit).toBe(true);
  });

  it("a past load's address the lookup cannot place (Post again), marked 'Check this address' only", async () => {
    const h = presenterHarness();
    h.loads.loads.set(
      9,
      aLoad({
        id: 9,
        pickupAddress: '1 Wellington Place, Leeds LS1 4AP',
        deliveryAddress: '12 High Street, Leeds',
        deliveryLocation: null,
        preferredVehicleName: null,
      }),
    );
    trackOpen(h.presenter.start());
    h.presenter.copyFrom(9);
    await vi.waitFor(() => expect(h.presenter.isUnchecked('delivery')).toBe(true));
    expect(h.presenter.isChosen('delivery')).toBe(true);
    h.presenter.leaveAddress('delivery');
    expect(h.presenter.errorFor('deliveryAddress')).toBeUndefined();
  });

  it('a recent address known only as text, picked', async () => {
    const { presenter, lookup } = await openFilledForm('auto');
    presenter.chooseAddressText('pickup', '1 Wellington Place, Leeds LS1 4AP');
    expect(presenter.values.pickupPlace).toBeNull();
    presenter.leaveAddress('pickup');
    await settle();
    expect(lookup.suggested).toEqual([]);
    expect(presenter.canSubmit).toBe(true);
  });
});
