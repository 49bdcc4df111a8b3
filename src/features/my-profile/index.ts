export { MyProfilePage } from './my-profile-page';
