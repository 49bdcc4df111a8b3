export { AutoSignInPage } from './auto-sign-in-page';
export { CallbackPage } from './callback-page';
export { SignInPage } from './sign-in-page';
export { SilentRenewPage } from './silent-renew-page';
