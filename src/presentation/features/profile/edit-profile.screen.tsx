import { usePresenter } from '../../../di/container-context';
import { EditProfilePresenterToken } from '../../../di/modules/profile.module';
import { EditProfileView } from './edit-profile.view';

/** /profile/edit (spec §2.1, §2.13). */
export default function EditProfileScreen() {
  const presenter = usePresenter(EditProfilePresenterToken);
  return <EditProfileView presenter={presenter} />;
}
