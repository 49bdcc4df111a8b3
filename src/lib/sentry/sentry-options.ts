import type { BrowserOptions } from '@sentry/react';

// Spec §4: the demo flag selects the environment name; this build is not the demo.
export const IS_DEMO = false;

type SentryModule = typeof import('@sentry/react');

/** The settings of spec §9, applied to the loaded SDK. */
export function buildSentryOptions(sentry: SentryModule, dsn: string): BrowserOptions {
  return {
    dsn,
    environment: IS_DEMO ? 'development' : 'production',
    tracesSampleRate: 0.3,
    replaysSessionSampleRate: 0.05,
    replaysOnErrorSampleRate: 0.3,
    integrations: [
      sentry.browserTracingIntegration(),
      sentry.replayIntegration({ maskAllText: false }),
      sentry.captureConsoleIntegration({ levels: ['error', 'warn'] }),
      // Request breadcrumbs would copy GraphQL traffic (personal data) into every report.
      sentry.breadcrumbsIntegration({ fetch: false, xhr: false }),
    ],
  };
}
