import { lazy, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { OpenedOnce } from '../../components/opened-once';
import type { Publishing } from './publishing';
import type { SummaryLine } from './publish-summary';

const loadDialog = () => import('./publish-dialog.view');
const PublishDialog = lazy(loadDialog);

/**
 * The publish confirmation, which only Manual mode asks for: it is not part of the form's first
 * download, and Manual mode fetches it once the form has painted, so it opens at once when asked.
 */
export const LazyPublishDialog = observer(function LazyPublishDialog({
  publishing,
  manual,
  summary,
  onConfirm,
}: {
  publishing: Publishing;
  manual: boolean;
  summary: readonly SummaryLine[];
  onConfirm(): void;
}) {
  useEffect(() => {
    if (manual) void loadDialog();
  }, [manual]);
  return (
    <OpenedOnce open={publishing.confirmOpen}>
      <PublishDialog publishing={publishing} summary={summary} onConfirm={onConfirm} />
    </OpenedOnce>
  );
});
