import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from '../../../src/presentation/components/upload/upload-progress';

describe('UploadProgress', () => {
  it('shows nothing while no upload is going out', () => {
    const { container } = render(<UploadProgress id="up" percent={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names its bar by the share sent, for screen readers too', () => {
    render(<UploadProgress id="up" percent={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading files: 40%' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
  });
});
