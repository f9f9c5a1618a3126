import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { OpenedOnce } from '../../components/opened-once';
import type { PostAgain } from './post-again';

const ReplaceDraftDialog = lazy(() => import('./replace-draft-dialog'));

/** 'Replace your draft?', downloaded the first time a copy meets a draft in progress. */
export const LazyReplaceDraftDialog = observer(function LazyReplaceDraftDialog({
  postAgain,
}: {
  readonly postAgain: PostAgain;
}) {
  return (
    <OpenedOnce open={postAgain.asking}>
      <ReplaceDraftDialog postAgain={postAgain} />
    </OpenedOnce>
  );
});
