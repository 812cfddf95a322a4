export { EditProfilePage as Component } from '../../features/auth/pages/edit-profile-page';
