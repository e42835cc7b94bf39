export { MemberLandingPage as default } from '../features/member-landing/member-landing-page';
