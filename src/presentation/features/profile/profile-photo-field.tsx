import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useObjectUrl } from '../../components/upload/use-object-url';
import type { EditProfilePresenter } from './edit-profile.presenter';

/**
 * What the file picker offers: JPG, PNG or GIF. Only a hint to the browser: the photo's content is
 * checked once picked.
 */
const ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

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
  const disabled = presenter.saving;

  return (
    <Stack direction="row" spacing={{ xs: 2, sm: 2.5 }} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shown}
        alt={preview ? 'Preview of the new profile photo' : shown ? 'Current profile photo' : ''}
        data-testid="profile-photo"
        sx={{
          width: { xs: 72, sm: 96 },
          height: { xs: 72, sm: 96 },
          flexShrink: 0,
          fontSize: '2rem',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {presenter.initials}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => input.current?.click()}
            disabled={disabled || photo.checking}
            aria-describedby="profile-photo-help"
          >
            {shown ? 'Change photo' : 'Upload photo'}
          </Button>
          {photo.file && (
            <Button variant="text" onClick={photo.discard} disabled={disabled}>
              Keep current photo
            </Button>
          )}
        </Stack>
        <Typography id="profile-photo-help" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {photo.file
            ? `New photo ${photo.file.name} chosen; it is saved with Save Changes.`
            : 'JPG, PNG or GIF, max 5MB.'}
        </Typography>
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
      </Box>
    </Stack>
  );
});
