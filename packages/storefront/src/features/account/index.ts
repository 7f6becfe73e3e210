// What the account pages use of the account: sign-up, log-in, password help and the profile.
export { StandalonePage, AuthCard, AuthSwitch } from './standalone-page';
export { LoginForm } from './login-form';
export { useLogin } from './use-login';
export { PasswordHelp } from './password-help';
export { SignupForm } from './signup-form';
export { ThankYou } from './thank-you';
export { useSignup } from './use-signup';
export { ProfileView } from './profile-view';
export { useProfileGuard } from './use-profile-guard';
