import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useObjectUrl } from '../../components/upload/use-object-url';
import ui from '../../styles/ui.module.css';
import type { EditProfilePresenter } from './edit-profile.presenter';
import css from './profile-photo-field.module.css';

/**
 * What the file picker offers: JPG, PNG or GIF. Only a hint to the browser: the photo's content is
 * checked once picked.
 */
const ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

const CAMERA_ICON = <PhotoCameraIcon />;

/** The profile photo: current or previewed picture, upload and undo of an unsaved pick. */
export const ProfilePhotoField = observer(function ProfilePhotoField({
  presenter,
}: {
  presenter: EditProfilePresenter;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { photo } = presenter;
  const preview = useObjectUrl(photo.file);
  const shown = preview ?? presenter.photoUrl ?? undefined;
  const disabled = presenter.saveRequest.pending;

  return (
    <div className={css.field}>
      <Avatar
        src={shown}
        alt={preview ? 'Preview of the new profile photo' : shown ? 'Current profile photo' : ''}
        data-testid="profile-photo"
        className={css.avatar}
      >
        {presenter.initials}
      </Avatar>
      <div className={css.controls}>
        <div className={css.buttons}>
          <Button
            variant="outlined"
            startIcon={CAMERA_ICON}
            onClick={() => input.current?.click()}
            disabled={disabled || photo.check.loading}
            aria-describedby="profile-photo-help"
          >
            {shown ? 'Change photo' : 'Upload photo'}
          </Button>
          {photo.file && (
            <Button variant="text" onClick={photo.discard} disabled={disabled}>
              Keep current photo
            </Button>
          )}
        </div>
        <p id="profile-photo-help" className={`${ui.body2} ${ui.muted} ${css.help}`}>
          {photo.file
            ? `New photo ${photo.file.name} chosen; it is saved with Save Changes.`
            : 'JPG, PNG or GIF, max 5MB.'}
        </p>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label="Profile photo file"
          data-testid="profile-photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void photo.choose(file);
          }}
        />
      </div>
    </div>
  );
});
