import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useOpenedOnce } from '../../components/use-opened-once';
import type { PostAgain } from './post-again';

const ReplaceDraftDialog = lazy(() => import('./replace-draft-dialog'));

/** 'Replace your draft?', downloaded the first time a copy meets a draft in progress. */
export const LazyReplaceDraftDialog = observer(function LazyReplaceDraftDialog({
  postAgain,
}: {
  readonly postAgain: PostAgain;
}) {
  if (!useOpenedOnce(postAgain.asking)) return null;
  return (
    <Suspense fallback={null}>
      <ReplaceDraftDialog postAgain={postAgain} />
    </Suspense>
  );
});
