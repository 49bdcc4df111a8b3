export { ClearCachePage } from './clear-cache-page';
export { SignOutCallbackPage } from './sign-out-callback-page';
export { SignOutPage } from './sign-out-page';
