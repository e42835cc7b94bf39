export { MemberProfilePage as default } from '../features/member-profile/member-profile-page';
