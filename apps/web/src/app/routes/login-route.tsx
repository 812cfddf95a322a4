export { LoginPage as Component } from '../../features/auth/pages/login-page';
