import type { User } from '../../../src/domain/auth/user';
import type { LoadType, Vehicle } from '../../../src/domain/load/load';
import { EMPTY_LOAD_FORM, type LoadFormValues } from '../../../src/domain/load/load-form-rules';
import type { NewLoad, PublishedLoad } from '../../../src/domain/load/new-load';
import type { DraftStore, LoadDraft } from '../../../src/application/ports/draft-store.port';
import type {
  LoadFormOptions,
  LoadPublisher,
  PublishOptions,
} from '../../../src/application/ports/load-publisher.port';
import type { KeptFiles } from '../../../src/application/ports/kept-files.port';
import type { UploadFile } from '../../../src/domain/shared/upload';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { dana } from '../users';

/** The shared Dana with capitals in her e-mail: what is kept for her goes by its lower case. */
export const DANA: User = { ...dana, email: 'Demo@Shipper.test', name: 'Dana Shipper' };

export function signedInSession(user: User = DANA): LocalStorageSessionStore {
  const session = new LocalStorageSessionStore(null);
  session.signIn(user, 'tok-dana');
  return session;
}

export const VEHICLES: readonly Vehicle[] = [
  { id: 2, name: 'Small van', loadCapacity: 600 },
  { id: 5, name: '7.5 tonne truck', loadCapacity: 2800 },
];
export const LOAD_TYPES: readonly LoadType[] = [
  { id: 1, name: 'Parcels' },
  { id: 2, name: 'Pallets' },
];

/** Drafts in a Map, as the port describes them. */
export class MemoryDraftStore implements DraftStore {
  readonly drafts = new Map<string, LoadDraft>();

  read(owner: string): LoadDraft | null {
    return this.drafts.get(owner) ?? null;
  }

  write(owner: string, draft: LoadDraft): void {
    this.drafts.set(owner, draft);
  }

  clear(owner: string): void {
    this.drafts.delete(owner);
  }
}

/** A publisher that records what it was given and answers as told. */
export class FakePublisher implements LoadPublisher {
  readonly published: NewLoad[] = [];
  readonly options: PublishOptions[] = [];
  answer: () => Promise<PublishedLoad> = async () => ({ id: 501, loadNo: null });

  publish(load: NewLoad, options: PublishOptions): Promise<PublishedLoad> {
    this.published.push(load);
    this.options.push(options);
    return this.answer();
  }
}

/** Kept files in a Map; `unavailable` plays a browser that cannot keep them. */
export class MemoryKeptFiles implements KeptFiles {
  readonly files = new Map<string, readonly UploadFile[]>();
  unavailable = false;

  async save(key: string, files: readonly UploadFile[]): Promise<boolean> {
    if (this.unavailable) return false;
    if (files.length) this.files.set(key, files);
    else this.files.delete(key);
    return true;
  }

  async load(key: string): Promise<UploadFile[] | null> {
    return this.unavailable ? null : [...(this.files.get(key) ?? [])];
  }

  async remove(key: string): Promise<void> {
    this.files.delete(key);
  }
}

export class FakeOptions implements LoadFormOptions {
  vehicleCalls = 0;
  loadTypeCalls = 0;
  vehiclesAnswer: () => Promise<readonly Vehicle[]> = async () => VEHICLES;
  loadTypesAnswer: () => Promise<readonly LoadType[]> = async () => LOAD_TYPES;

  vehicles(): Promise<readonly Vehicle[]> {
    this.vehicleCalls += 1;
    return this.vehiclesAnswer();
  }

  loadTypes(): Promise<readonly LoadType[]> {
    this.loadTypeCalls += 1;
    return this.loadTypesAnswer();
  }
}

/** A promise with its resolve and reject, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A complete, valid form relative to `now` (pickup tomorrow 09:30). */
export function validForm(now: Date, overrides: Partial<LoadFormValues> = {}): LoadFormValues {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  return {
    ...EMPTY_LOAD_FORM,
    pickupAddress: '12 Wellington Street, Leeds LS1',
    pickupPlace: {
      latitude: 53.797,
      longitude: -1.548,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS1',
    },
    deliveryAddress: '4 Deansgate, Manchester M3',
    deliveryPlace: {
      latitude: 53.48,
      longitude: -2.245,
      cityName: 'Manchester',
      stateName: 'Greater Manchester',
      zipcode: 'M3',
    },
    pickupDate: iso,
    pickupTime: '09:30',
    weight: '250.5',
    itemCount: '4',
    loadTypeId: 2,
    ...overrides,
  };
}

export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
export const PDF_BYTES = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a];

export function pngFile(name = 'parcel.png', size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES);
  return new File([bytes], name, { type: 'image/png' });
}

export function pdfFile(name = 'note.pdf'): File {
  return new File([new Uint8Array([...PDF_BYTES, 0x25, 0x25, 0x45, 0x4f, 0x46])], name, {
    type: 'application/pdf',
  });
}

export function textFile(name = 'notes.txt'): File {
  return new File(['hello drivers'], name, { type: 'text/plain' });
}
