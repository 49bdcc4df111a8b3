export { ClearCachePage } from './clear-cache-page';
export { SignOutConfirmation } from './sign-out-confirmation';
export { SignOutCallbackPage } from './sign-out-callback-page';
export { SignOutPage } from './sign-out-page';
export { UnsentWorkPrompt } from './unsent-work-prompt';
