import { runInAction } from 'mobx';
import type { LoadFormValues } from '../../../src/domain/load/load-form-rules';
import { LoadDraftKeeper } from '../../../src/application/create-job/load-draft-keeper';
import { MatchTypedAddress } from '../../../src/application/create-job/match-typed-address.use-case';
import { PublishLoad } from '../../../src/application/create-job/publish-load.use-case';
import { CopyPastLoad } from '../../../src/application/repeat/copy-past-load.use-case';
import { FindExactAddress } from '../../../src/application/repeat/find-exact-address.use-case';
import type { Clock } from '../../../src/application/ports/clock.port';
import type { LoadDraft } from '../../../src/application/ports/draft-store.port';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { CreateJobPresenter } from '../../../src/presentation/screens/create-job/create-job.presenter';
import { ToastStore } from '../../../src/presentation/app/toast.store';
import {
  FakeOptions,
  FakePublisher,
  MemoryDraftStore,
  MemoryKeptFiles,
  signedInSession,
} from './create-job-fakes';
import { validForm } from './create-job-fakes';
import { CountingLookup, FakeLoadDetails } from './post-again-fakes';
import { FakePriceGuide } from './price-guide-fake';

export const OWNER = 'demo@shipper.test';

/** A presenter over fakes; the clock reads `Date.now()`, so fake timers drive it. */
export function presenterHarness(draft?: LoadDraft, keptFiles = new MemoryKeptFiles()) {
  const publisher = new FakePublisher();
  const options = new FakeOptions();
  const drafts = new MemoryDraftStore();
  if (draft) drafts.write(OWNER, draft);
  const session = signedInSession();
  const clock: Clock = { now: () => new Date(Date.now()) };
  const toasts = new ToastStore();
  const keeper = new LoadDraftKeeper(drafts, keptFiles, session, clock);
  const loads = new FakeLoadDetails();
  const lookup = new CountingLookup();
  const priceGuide = new FakePriceGuide();
  let keys = 0;
  const presenter = new CreateJobPresenter({
    publishLoad: new PublishLoad(publisher, keeper),
    formOptions: options,
    draft: keeper,
    clock,
    toasts,
    timers: systemTimers,
    newKey: () => `key-${++keys}`,
    copyLoad: new CopyPastLoad(loads),
    findAddress: new FindExactAddress(lookup),
    matchAddress: new MatchTypedAddress(lookup),
    priceGuide,
  });
  return {
    presenter,
    publisher,
    options,
    drafts,
    keptFiles,
    toasts,
    clock,
    session,
    loads,
    lookup,
    priceGuide,
  };
}

/** Lets pending promise callbacks run (fake timers do not touch microtasks). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const openForms: (() => void)[] = [];

/**
 * An open Create Job form of `mode`, every field valid (both addresses picked), its lists read.
 * `closeOpenForms` (in an afterEach) stops every form opened so.
 */
export async function openFilledForm(
  mode: 'auto' | 'manual',
  overrides: Partial<LoadFormValues> = {},
) {
  const h = presenterHarness();
  trackOpen(h.presenter.start());
  h.presenter.chooseMode(mode);
  await settle();
  runInAction(() =>
    h.presenter.fill(
      validForm(new Date(), { vehicleId: mode === 'manual' ? 2 : null, ...overrides }),
    ),
  );
  return h;
}

/** Stops a form opened by hand, with the others, at `closeOpenForms`. */
export function trackOpen(stop: () => void): void {
  openForms.push(stop);
}

export function closeOpenForms(): void {
  openForms.splice(0).forEach((stop) => stop());
}
