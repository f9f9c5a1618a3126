import { usePresenter } from '../../app/container';
import { EditProfileView } from './edit-profile.view';
import { EditProfilePresenterToken } from '../../tokens';
import { usePageTitle } from '../../app/page-title';

/** /profile/edit (spec §2.1, §2.13). */
export default function EditProfileScreen() {
  const presenter = usePresenter(EditProfilePresenterToken);
  usePageTitle('Edit Profile');
  return <EditProfileView presenter={presenter} />;
}
