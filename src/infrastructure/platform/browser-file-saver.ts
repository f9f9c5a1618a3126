import type { FileSaver } from '../../application/ports/file-saver.port';

/** The browser's way: an object URL on a temporary download link, released once clicked. */
export const browserFileSaver: FileSaver = {
  save(blob, fileName) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the click; the URL is released after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
