// The admin login page's form, its messages and the login itself.
export { AdminLoginForm } from './admin-login-form';
export { adminLoginMessages } from './login-outcome';
export { useAdminLogin } from './use-admin-login';
