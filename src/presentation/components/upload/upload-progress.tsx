import { LoadingBar } from '../loading-bar';
import ui from '../../styles/ui.module.css';
import css from './upload-progress.module.css';

/** How much of an upload has gone out, while files are being sent; nothing otherwise. */
export function UploadProgress({ id, percent }: { id: string; percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className={css.progress}>
      <LoadingBar value={percent} labelledBy={id} />
      <span id={id} className={`${ui.caption} ${ui.muted} ${css.label}`}>
        Uploading files: {percent}%
      </span>
    </div>
  );
}
