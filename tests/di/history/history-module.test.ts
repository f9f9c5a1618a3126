import { describe, expect, it } from 'vitest';
import { createContainer } from '../../../src/di/container';
import {
  AttachmentDownloaderToken,
  BidHistoryPresenterToken,
  HistoryPresenterToken,
  LoadDetailsPresenterToken,
  historyRoots,
} from '../../../src/di/modules/history.module';
import type { AppConfig } from '../../../src/infrastructure/config/app-config';
import { HttpAttachmentDownloader } from '../../../src/infrastructure/http/history/http-attachment-downloader';
import { InMemoryAttachmentDownloader } from '../../../src/infrastructure/memory/history/in-memory-attachment-downloader';
import { DemoMarketplaceToken } from '../../../src/di/tokens';

const base: AppConfig = {
  mode: 'demo',
  apiBaseUrl: null,
  mapsApiKey: null,
  supportEmail: 'support@bidhaul.co.uk',
};

describe('history wiring', () => {
  it.each([
    ['demo', base, InMemoryAttachmentDownloader],
    [
      'http',
      { ...base, mode: 'http', apiBaseUrl: 'https://api.test/api/v1' },
      HttpAttachmentDownloader,
    ],
  ] as const)(
    'resolves every history root in %s mode, with that mode’s downloader',
    (mode, config, Downloader) => {
      const container = createContainer(config, { storage: null });
      for (const token of historyRoots) expect(container.get(token)).toBeTruthy();
      expect(container.get(AttachmentDownloaderToken)).toBeInstanceOf(Downloader);
      expect(historyRoots).toEqual([
        HistoryPresenterToken,
        LoadDetailsPresenterToken,
        BidHistoryPresenterToken,
      ]);
      // Presenters are per screen: a new one each time.
      expect(container.get(HistoryPresenterToken)).not.toBe(container.get(HistoryPresenterToken));
      if (mode === 'demo') container.get(DemoMarketplaceToken).dispose();
    },
  );
});
