export { initSentry, reportError, type ErrorContext } from './sentry';
