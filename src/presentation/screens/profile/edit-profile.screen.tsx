import { usePresenter } from '../../app/container';
import { EditProfileView } from './edit-profile.view';
import { usePageTitle } from '../../app/page-title';
import { EditProfilePresenter } from './edit-profile.presenter';

/** /profile/edit, signed in only: the user's own profile. */
export default function EditProfileScreen() {
  const presenter = usePresenter(EditProfilePresenter);
  usePageTitle('Edit Profile');
  return <EditProfileView presenter={presenter} />;
}
