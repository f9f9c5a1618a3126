import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetLoadDetails } from '../../../src/application/history/get-load-details.use-case';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { Attachment, Load } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import LoadDetailsScreen from '../../../src/presentation/screens/history/load-details.screen';
import { aLoad } from '../../presentation/history/history-fixtures';
import { renderHistoryRoute } from './render-history';
import { LoadDetailsPresenter } from '../../../src/presentation/screens/history/load-details.presenter';
import { DownloadAttachment } from '../../../src/application/history/download-attachment.use-case';
import { signedInSession } from '../../support/create-job/create-job-fakes';

vi.setConfig({ testTimeout: 30_000 });

const PNG: Attachment = {
  id: 1,
  name: 'parcel-photo.png',
  url: 'data:image/png;base64,iVBORw0KGgo=',
  sizeBytes: 524,
};
const PDF: Attachment = {
  id: 2,
  name: 'delivery-note.pdf',
  url: 'data:application/pdf;base64,JVBERi0=',
  sizeBytes: 727,
};

function renderDetails(
  details: (id: number) => Promise<Load>,
  download: (a: Attachment) => Promise<Blob> = () => Promise.resolve(new Blob(['x'])),
) {
  const repo: LoadRepository = {
    listActive: () => Promise.resolve([]),
    search: () => Promise.reject(new Error('unused')),
    details,
  };
  const saved: string[] = [];
  const presenter = new LoadDetailsPresenter(
    new GetLoadDetails(repo),
    new DownloadAttachment(
      { download },
      { save: (_blob, name) => saved.push(name) },
      signedInSession(),
    ),
    'support@bidhaul.co.uk',
  );
  renderHistoryRoute(LoadDetailsPresenter, presenter, '/history/:loadId', <LoadDetailsScreen />, {
    route: '/history/10427',
  });
  return { presenter, saved };
}

const completed = aLoad({ id: 10427, attachments: [PNG, PDF], priority: null });

describe('Load Details screen', () => {
  it('loading: says so, with the header and Back to History', () => {
    renderDetails(() => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Load Details' })).toBeInTheDocument();
    expect(screen.getByText('Loading load details…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to History' })).toHaveAttribute(
      'href',
      '/history',
    );
  });

  it('error: the server message, and Try again', async () => {
    let calls = 0;
    renderDetails(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(AppError.server('Load not found.', 404))
        : Promise.resolve(completed);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Load not found.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('details-job-id')).toHaveTextContent('BH-10427');
  });

  it('data: Job ID, status badge and every card of a completed load', async () => {
    renderDetails(() => Promise.resolve(completed));
    expect(await screen.findByTestId('details-job-id')).toHaveTextContent('BH-10427');
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards).toEqual([
      'Route Details',
      'Load Information',
      'Timeline',
      'Attachments',
      'Driver Information',
      'Additional Information',
      'Actions',
    ]);
    const info = screen.getByRole('region', { name: 'Load Information' });
    expect(within(info).getByText('480 kg')).toBeInTheDocument();
    const additional = screen.getByRole('region', { name: 'Additional Information' });
    expect(within(additional).getByText('Standard')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Driver Information' })).getByText('AB12 CDE'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('timeline-completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report Issue' })).toHaveAttribute(
      'href',
      'mailto:support@bidhaul.co.uk?subject=Issue%20with%20load%20BH-10427%20(ref%20TRP-10427)',
    );
    expect(screen.getByRole('link', { name: 'Contact Driver: Email Tom Hughes' })).toHaveAttribute(
      'href',
      'mailto:tom.hughes@carriers.test?subject=Load%20BH-10427',
    );
    expect(screen.getByRole('button', { name: 'View on Map' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'View Bid History (3)' })).toHaveAttribute(
      'href',
      '/history/10427/bids',
    );
  });

  it('a cancelled load shows its reason; no driver means Contact Driver is disabled', async () => {
    renderDetails(() =>
      Promise.resolve(
        aLoad({
          id: 5,
          status: 'cancelled',
          jobStatus: 'cancelled',
          cancelReason: 'Goods not ready at collection.',
          assignedDriver: null,
        }),
      ),
    );
    expect(await screen.findByText('Reason: Goods not ready at collection.')).toBeInTheDocument();
    expect(screen.getByText('No driver has been assigned to this job.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Driver' })).toBeDisabled();
    expect(screen.getByText('No attachments for this job.')).toBeInTheDocument();
  });

  it('the preview dialog pages between the image and the PDF, with buttons and arrow keys', async () => {
    renderDetails(() => Promise.resolve(completed));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview parcel-photo.png' }));
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Attachment Preview (1 of 2)' },
      { timeout: 10_000 },
    );
    const image = within(dialog).getByRole('img', { name: 'Preview of parcel-photo.png' });
    expect(image).toHaveAttribute('src', PNG.url);
    expect(within(dialog).getByText('0.5 KB')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Attachment Preview (2 of 2)' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Preview not available for this file type'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Attachment Preview (1 of 2)' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Attachment Preview (2 of 2)' })).toBeInTheDocument();
  });

  it("Download saves the file; a failure says 'Download failed' in the dialog", async () => {
    let fail = false;
    const { saved } = renderDetails(
      () => Promise.resolve(completed),
      () => (fail ? Promise.reject(new AppError('network')) : Promise.resolve(new Blob(['%PDF-']))),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download delivery-note.pdf' }),
    );
    expect(saved).toEqual(['delivery-note.pdf']);
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Preview delivery-note.pdf' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Attachment Preview (2 of 2)' },
      { timeout: 10_000 },
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Download delivery-note.pdf' }),
    );
    expect(await within(dialog).findByText('Download failed')).toBeInTheDocument();
    expect(saved).toEqual(['delivery-note.pdf']);
  });
});
