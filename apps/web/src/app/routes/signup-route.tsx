export { SignupPage as Component } from '../../features/auth/pages/signup-page';
