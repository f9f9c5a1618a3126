import { describe, expect, it } from 'vitest';
import { InMemoryDashboardRepository } from '../../../src/infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { newLoad } from '../demo/demo-fakes';
import { demoCustomer } from '../../support/demo-customer';
import { NOT_ABORTED } from '../../support/signals';

describe('InMemoryDashboardRepository (GET customer/dashboard over the demo marketplace)', () => {
  it("counts the customer's loads waiting for bids and the completed ones", async () => {
    const { gateway } = demoCustomer();
    const dashboard = await new InMemoryDashboardRepository(gateway).get(NOT_ABORTED);
    expect(dashboard).toMatchObject({ activeJobs: 12, completed: 15 });
    expect(dashboard.user).toMatchObject({ firstName: 'Dana', email: 'demo@shipper.test' });
  });

  it('follows the data: a newly published load is one more active job', async () => {
    const { gateway, marketplace } = demoCustomer();
    marketplace.transact((state, now) => void newLoad(state, now));
    const dashboard = await new InMemoryDashboardRepository(gateway).get(NOT_ABORTED);
    expect(dashboard.activeJobs).toBe(13);
  });

  it("does not count another customer's loads", async () => {
    const { gateway, marketplace, user } = demoCustomer();
    marketplace.transact((state, now) => {
      const other = state.users.find((u) => u.id !== user.id);
      if (other) newLoad(state, now, { ownerId: other.id });
    });
    const dashboard = await new InMemoryDashboardRepository(gateway).get(NOT_ABORTED);
    expect(dashboard.activeJobs).toBe(12);
  });
});
