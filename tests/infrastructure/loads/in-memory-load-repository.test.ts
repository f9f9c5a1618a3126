import { describe, expect, it } from 'vitest';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { bidsDemoBackend } from '../../contract/bids/bids-demo-backend';
import { newLoad } from '../demo/demo-fakes';
import { demoCustomer } from '../../support/demo-customer';
import { NOT_ABORTED } from '../../support/signals';

describe('InMemoryLoadRepository.listActive (GET customer/active-loads over the demo marketplace)', () => {
  it("lists only the customer's loads still waiting for a driver", async () => {
    const { gateway } = demoCustomer();
    const loads = await new InMemoryLoadRepository(gateway).listActive(NOT_ABORTED);
    expect(loads).toHaveLength(12);
    expect(loads.every((l) => l.status === 'pending')).toBe(true);
  });

  it('includes a load as soon as it is published', async () => {
    const { gateway, marketplace } = demoCustomer();
    const id = marketplace.transact((state, now) => newLoad(state, now, { loadNo: 'BH-NEW' }).id);
    const loads = await new InMemoryLoadRepository(gateway).listActive(NOT_ABORTED);
    expect(loads.map((l) => l.id)).toContain(id);
    expect(loads).toHaveLength(13);
  });

  it('refuses a signed-out caller', async () => {
    const { gateway, session } = demoCustomer();
    session.clear();
    await expect(new InMemoryLoadRepository(gateway).listActive(NOT_ABORTED)).rejects.toMatchObject(
      {
        kind: 'unauthenticated',
      },
    );
  });
});

describe('InMemoryLoadRepository.details (GET customer/loads/detail over the demo marketplace)', () => {
  it("keeps another customer's load out of reach", async () => {
    const backend = bidsDemoBackend();
    await expect(
      new InMemoryLoadRepository(backend.gateway).details(backend.otherLoadId, NOT_ABORTED),
    ).rejects.toMatchObject({ serverMessage: 'Load not found.' });
  });
});
