import { buildSentryOptions, IS_DEMO } from './sentry-options';

type SentryModule = typeof import('@sentry/react');

export interface ErrorContext {
  /** Where the error surfaced, e.g. 'AppErrorBoundary' or a route id. */
  component: string;
  /** Extra detail such as React's component stack. */
  info?: string;
}

// Loading starts in initSentry(); errors reported before it finishes wait for it.
let loading: Promise<SentryModule | null> = Promise.resolve(null);

/**
 * Starts error reporting when VITE_SENTRY_DSN is set. Without it nothing is loaded and nothing is
 * sent: the SDK is imported dynamically so it stays out of the first-load bundle.
 */
export function initSentry(): Promise<void> {
  // Read inline, not through a helper: Vite replaces it at build time, so a build without a DSN
  // drops the import below entirely and does not even precache the SDK's chunk.
  if (!import.meta.env.VITE_SENTRY_DSN) return Promise.resolve();
  const dsn = String(import.meta.env.VITE_SENTRY_DSN).trim();
  loading = import('@sentry/react').then((sentry) => {
    sentry.init(buildSentryOptions(sentry, dsn));
    return sentry;
  });
  return loading.then(() => undefined);
}

/** Sends an error with where it happened; without a DSN only logs it in the demo or in development. */
export async function reportError(error: unknown, context: ErrorContext): Promise<void> {
  const sentry = await loading.catch(() => null);
  if (sentry) {
    sentry.captureException(error, { contexts: { react: { component: context.component, info: context.info ?? '' } } });
    return;
  }
  if (IS_DEMO || import.meta.env.DEV) console.error(`[${context.component}]`, error, context.info ?? '');
}
