import { usePresenter } from '../../app/container';
import { EditProfileView } from './edit-profile.view';
import { EditProfilePresenterToken } from '../../tokens';
import { usePageTitle } from '../../app/page-title';

/** /profile/edit, signed in only: the user's own profile. */
export default function EditProfileScreen() {
  const presenter = usePresenter(EditProfilePresenterToken);
  usePageTitle('Edit Profile');
  return <EditProfileView presenter={presenter} />;
}
