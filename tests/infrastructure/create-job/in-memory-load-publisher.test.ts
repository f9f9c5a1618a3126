import { describe, expect, it } from 'vitest';
import { InMemoryLoadPublisher } from '../../../src/infrastructure/memory/create-job/in-memory-load-publisher';
import { InMemoryLoadFormOptions } from '../../../src/infrastructure/memory/create-job/in-memory-load-form-options';
import { fileToDataUrl } from '../../../src/infrastructure/memory/demo/file-data-url';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { createDemoRuntime } from '../../../src/infrastructure/memory/demo/demo-runtime';
import { DEMO_CUSTOMER } from '../../../src/infrastructure/memory/demo/demo-seed';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { AppError } from '../../../src/domain/shared/app-error';
import { SeededRandom } from '../../../src/infrastructure/memory/demo/demo-random';
import { CONTRACT_LOAD } from '../../contract/create-job/create-job-ports.contract';
import { pdfFile, pngFile } from '../../support/create-job/create-job-fakes';
import { fakeTime } from '../demo/demo-fakes';
import { NOT_ABORTED } from '../../support/signals';

function setup() {
  const time = fakeTime(Date.parse('2026-11-22T10:00:00Z'));
  const rnd = new SeededRandom(11);
  const marketplace = createDemoRuntime({
    storage: null,
    clock: time.clock,
    timers: time.timers,
    random: () => rnd.next(),
  });
  const token = 'tok-demo';
  const demoUser = marketplace.transact((state, now) => {
    const user = state.users.find((u) => u.email === DEMO_CUSTOMER.email)!;
    state.tokens.push({ token, userId: user.id, createdAt: now.toISOString() });
    return user;
  });
  const session = new LocalStorageSessionStore(null);
  session.signIn(userFromDemo(demoUser), token);
  const gateway = new DemoGateway(marketplace, session);
  return {
    time,
    marketplace,
    gateway,
    demoUser,
    session,
    publisher: new InMemoryLoadPublisher(gateway, new OfflineAddressLookup()),
  };
}

describe('InMemoryLoadPublisher (demo backend)', () => {
  it('stores the load for its owner with its details, BH number and viewable attachments', async () => {
    const { publisher, marketplace, demoUser } = setup();
    const png = pngFile('parcel.png', 80);
    const { id } = await publisher.publish(
      {
        ...CONTRACT_LOAD,
        attachments: [png, pdfFile('note.pdf')],
      },
      { signal: NOT_ABORTED, idempotencyKey: 'contract-key' },
    );
    const stored = marketplace.read((s) => s.loads.find((l) => l.id === id))!;
    expect(stored).toMatchObject({
      loadNo: `BH-${id}`,
      ownerId: demoUser.id,
      pickup: {
        address: '12 Wellington Street, Leeds LS1',
        lat: 53.797,
        lng: -1.548,
        city: 'Leeds',
        region: 'West Yorkshire',
        postcode: 'LS1',
      },
      delivery: { city: 'Manchester', postcode: 'M3' },
      pickupDate: '2026-12-01',
      pickupTime: '09:30',
      deliveryDate: '2026-12-01',
      deliveryTime: '15:00',
      weightKg: 250.5,
      itemCount: 4,
      loadTypeId: 2,
      vehicleId: 2,
      instructions: 'Ring ahead',
      isAuto: false,
      allowExternal: true,
      status: 'pending',
      jobStatus: 'pending',
    });
    expect(stored.attachments.map((a) => [a.name, a.mimeType, a.size])).toEqual([
      ['parcel.png', 'image/png', 80],
      ['note.pdf', 'application/pdf', pdfFile().size],
    ]);
    expect(stored.attachments[0]!.dataUrl).toBe(await fileToDataUrl(png));
    expect(stored.attachments[0]!.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('schedules simulated bids: the first within 10 s, at least 3 within 60 s', async () => {
    const { publisher, marketplace, time } = setup();
    const { id } = await publisher.publish(CONTRACT_LOAD, {
      signal: NOT_ABORTED,
      idempotencyKey: 'contract-key',
    });
    time.advance(10_000);
    expect(
      marketplace.read((s) => s.bids.filter((b) => b.loadId === id)).length,
    ).toBeGreaterThanOrEqual(1);
    time.advance(50_000);
    expect(
      marketplace.read((s) => s.bids.filter((b) => b.loadId === id)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('stores an auto load without vehicle or external drivers', async () => {
    const { publisher, marketplace } = setup();
    const { id } = await publisher.publish(
      {
        ...CONTRACT_LOAD,
        mode: 'auto',
        vehicleId: null,
        allowExternalDrivers: false,
      },
      { signal: NOT_ABORTED, idempotencyKey: 'contract-key' },
    );
    expect(marketplace.read((s) => s.loads.find((l) => l.id === id))).toMatchObject({
      isAuto: true,
      vehicleId: null,
      allowExternal: false,
    });
  });

  it('places a typed address through the address lookup', async () => {
    const { publisher, marketplace } = setup();
    const { id } = await publisher.publish(
      {
        ...CONTRACT_LOAD,
        delivery: { address: 'York', place: null },
      },
      { signal: NOT_ABORTED, idempotencyKey: 'contract-key' },
    );
    const stored = marketplace.read((s) => s.loads.find((l) => l.id === id))!;
    expect(stored.delivery).toMatchObject({ address: 'York', city: 'York' });
    expect(Number.isFinite(stored.delivery.lat)).toBe(true);
  });

  it('refuses an address it cannot place, naming the field, and stores nothing', async () => {
    const { publisher, marketplace } = setup();
    const before = marketplace.read((s) => s.loads.length);
    const error: unknown = await publisher
      .publish(
        { ...CONTRACT_LOAD, pickup: { address: 'zzqx qqzz', place: null } },
        { signal: NOT_ABORTED, idempotencyKey: 'contract-key' },
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'validation',
      fieldErrors: { pickup_address: [expect.stringContaining('could not be found')] },
    });
    expect(marketplace.read((s) => s.loads.length)).toBe(before);
  });

  it('fails as told by a planned fault (browser tests) and stores nothing', async () => {
    const { publisher, marketplace, gateway } = setup();
    const before = marketplace.read((s) => s.loads.length);
    gateway.failNext('publishLoad', AppError.server('Injected'));
    await expect(
      publisher.publish(CONTRACT_LOAD, { signal: NOT_ABORTED, idempotencyKey: 'contract-key' }),
    ).rejects.toMatchObject({
      serverMessage: 'Injected',
    });
    expect(marketplace.read((s) => s.loads.length)).toBe(before);
  });

  it('refuses a signed-out caller', async () => {
    const { publisher, session } = setup();
    session.clear();
    await expect(
      publisher.publish(CONTRACT_LOAD, { signal: NOT_ABORTED, idempotencyKey: 'contract-key' }),
    ).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });

  it('serves the seeded vehicles and load types (operations vehicles, dropdowns)', async () => {
    const { gateway } = setup();
    const options = new InMemoryLoadFormOptions(gateway);
    expect((await options.vehicles(NOT_ABORTED)).length).toBeGreaterThanOrEqual(5);
    gateway.failNext('dropdowns');
    await expect(options.loadTypes(NOT_ABORTED)).rejects.toBeInstanceOf(AppError);
    expect((await options.loadTypes(NOT_ABORTED)).length).toBeGreaterThanOrEqual(5);
  });
});

describe('InMemoryLoadPublisher: a publish repeated with its idempotency key', () => {
  it('creates the load once and answers the retry with the same load', async () => {
    const { publisher, marketplace } = setup();
    const count = () => marketplace.read((s) => s.loads.length);
    const before = count();
    const first = await publisher.publish(CONTRACT_LOAD, {
      signal: NOT_ABORTED,
      idempotencyKey: 'same-key',
    });
    const retry = await publisher.publish(CONTRACT_LOAD, {
      signal: NOT_ABORTED,
      idempotencyKey: 'same-key',
    });
    const other = await publisher.publish(CONTRACT_LOAD, {
      signal: NOT_ABORTED,
      idempotencyKey: 'another-key',
    });
    expect(retry.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(count()).toBe(before + 2);
  });

  it('tells how far the files have been read', async () => {
    const { publisher } = setup();
    const seen: number[] = [];
    await publisher.publish(
      { ...CONTRACT_LOAD, attachments: [pngFile('a.png', 100), pdfFile('b.pdf')] },
      {
        signal: NOT_ABORTED,
        idempotencyKey: 'k',
        onProgress: ({ sent, total }) => seen.push(sent / total),
      },
    );
    expect(seen.at(-1)).toBe(1);
    expect(seen).toHaveLength(2);
  });
});
