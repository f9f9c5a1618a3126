import { describe, expect, it } from 'vitest';
import {
  contactOf,
  loadDetailsView,
  reportIssueHref,
  timelineOf,
} from '../../../src/presentation/screens/history/load-details.view-model';
import { aLoad } from './history-fixtures';

const value = (fields: readonly { label: string; value: string }[] | null, label: string) =>
  fields?.find((f) => f.label === label)?.value;

describe('Load Details view', () => {
  it('fills every card of a completed load', () => {
    const view = loadDetailsView(aLoad({ id: 10427, priority: 'Express' }), 'help@bidhaul.test');
    expect(view.jobId).toBe('BH-10427');
    expect(view.badge).toEqual({ label: 'Completed', tone: 'success' });
    expect(view.route.pickup).toEqual({
      address: '12 Wellington Street, Leeds LS1 4AP',
      label: 'Leeds, LS1 4AP',
      when: '2 Mar 2026 · 09:30',
    });
    expect(view.information.map((f) => f.label)).toEqual([
      'Weight',
      'Items',
      'Vehicle Type',
      'Your Price',
      'Order Date',
      'Status',
    ]);
    expect(value(view.information, 'Weight')).toBe('480 kg');
    expect(value(view.information, 'Your Price')).toBe('£250.00');
    expect(value(view.information, 'Status')).toBe('Completed');
    // The shipper's words, not the API's field names ('Vehicle Type Label').
    expect(view.driver?.map((f) => f.label)).toEqual([
      'Name',
      'Vehicle Type',
      'Email',
      'Phone',
      'Vehicle Class',
      'Registration Number',
    ]);
    expect(value(view.driver, 'Registration Number')).toBe('AB12 CDE');
    expect(value(view.driver, 'Email')).toBe('tom.hughes@carriers.test');
    // Written as UK readers write it, whatever form the server sent.
    expect(value(view.driver, 'Phone')).toBe('07700 900123');
    expect(value(view.additional, 'Reference Number')).toBe('TRP-10427');
    expect(value(view.additional, 'Priority')).toBe('Express');
  });

  it("shows Priority 'Standard' when the load sends none, and '—' for missing values", () => {
    const view = loadDetailsView(
      aLoad({
        priority: null,
        weightKg: null,
        myBidAmount: null,
        referenceNumber: null,
        instructions: null,
        assignedDriver: null,
      }),
      'help@bidhaul.test',
    );
    expect(value(view.additional, 'Priority')).toBe('Standard');
    expect(value(view.additional, 'Special Instructions')).toBe('None');
    expect(value(view.additional, 'Reference Number')).toBe('—');
    expect(value(view.information, 'Weight')).toBe('—');
    expect(value(view.information, 'Your Price')).toBe('—');
    expect(view.driver).toBeNull();
    expect(view.contactDriver).toBeNull();
  });

  it('uses the server’s status label when it sends one, else the badge', () => {
    const view = loadDetailsView(
      aLoad({ uiStatus: { label: 'Signed for', icon: null } }),
      'x@y.test',
    );
    expect(value(view.information, 'Status')).toBe('Signed for');
    expect(loadDetailsView(aLoad({ status: 'weird', jobStatus: '' }), 'x@y.test').badge.label).toBe(
      'Pending',
    );
  });

  it.each([
    ['completed', 'delivered', ['pickup', 'delivery', 'completed'], [true, true, true]],
    ['in_progress', 'en_route', ['pickup', 'delivery', 'in_progress'], [true, false, false]],
    ['assigned', 'assigned', ['pickup', 'delivery'], [false, false]],
    ['cancelled', 'cancelled', ['pickup', 'delivery', 'cancelled'], [false, false, true]],
  ])('timeline of a %s load', (status, jobStatus, keys, done) => {
    const steps = timelineOf(
      aLoad({ status, jobStatus, cancelReason: 'Goods not ready at collection.' }),
    );
    expect(steps.map((s) => s.key)).toEqual(keys);
    expect(steps.map((s) => s.done)).toEqual(done);
  });

  it('Post again opens Create Job filled from the load, which needs its id', () => {
    expect(loadDetailsView(aLoad({ id: 10427 }), 'help@bidhaul.test').postAgainPath).toBe(
      '/create-job?from=10427',
    );
    expect(loadDetailsView(aLoad({ id: null }), 'help@bidhaul.test').postAgainPath).toBeNull();
  });

  it('gives the cancel reason, or says none was given', () => {
    const cancelled = (cancelReason: string | null) =>
      timelineOf(aLoad({ status: 'cancelled', jobStatus: 'cancelled', cancelReason })).at(-1)
        ?.detail;
    expect(cancelled('Customer postponed the order.')).toBe('Customer postponed the order.');
    expect(cancelled(null)).toBe('No reason given');
  });

  it('Contact Driver: mailto: with the e-mail, else tel: with the phone, else nothing', () => {
    const driver = aLoad().assignedDriver!;
    expect(contactOf(aLoad())).toEqual({
      href: 'mailto:tom.hughes@carriers.test?subject=Load%20BH-10401',
      description: 'Email Tom Hughes',
    });
    expect(contactOf(aLoad({ assignedDriver: { ...driver, email: null } }))).toEqual({
      href: 'tel:+447700900123',
      description: 'Call Tom Hughes',
    });
    expect(
      contactOf(aLoad({ assignedDriver: { ...driver, email: 'x?cc=evil@bad.test', phone: null } })),
    ).toBeNull();
    expect(contactOf(aLoad({ assignedDriver: null }))).toBeNull();
  });

  it('Report Issue e-mails the configured support address with the load reference in the subject', () => {
    expect(reportIssueHref(aLoad({ id: 10427 }), 'support@bidhaul.co.uk')).toBe(
      'mailto:support@bidhaul.co.uk?subject=Issue%20with%20load%20BH-10427%20(ref%20TRP-10427)',
    );
    expect(reportIssueHref(aLoad({ id: 7, referenceNumber: null }), 'help@x.test')).toBe(
      'mailto:help@x.test?subject=Issue%20with%20load%20BH-7',
    );
  });
});
