export { expectNoAxeViolations } from './axe';
export { expect, test } from './fixtures';
export { countMails, readLatestMail } from './mail';
export { signInByMagicLink } from './sign-in';
