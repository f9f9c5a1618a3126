import { observer } from 'mobx-react-lite';
import type { CreateJobPresenter } from './create-job.presenter';
import { LoadForm } from './load-form.view';
import { ModeChooser } from './mode-chooser.view';

/** Spec §4 creation flow: the chooser, then the form of the chosen mode. */
export const CreateJobView = observer(function CreateJobView({
  presenter,
}: {
  presenter: CreateJobPresenter;
}) {
  return presenter.mode === null ? (
    <ModeChooser onChoose={presenter.chooseMode} />
  ) : (
    <LoadForm presenter={presenter} />
  );
});
