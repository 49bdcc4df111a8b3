import * as Sentry from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { buildSentryOptions } from './sentry-options';

describe('buildSentryOptions', () => {
  const options = buildSentryOptions(Sentry, 'https://key@errors.example.test/1');

  it('samples and names the environment as spec §9 and §4 say', () => {
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example.test/1',
      environment: 'production',
      tracesSampleRate: 0.3,
      replaysSessionSampleRate: 0.05,
      replaysOnErrorSampleRate: 0.3,
    });
  });

  it('installs tracing, session replay, console capture and the (request-free) breadcrumbs integration', () => {
    const names = Array.isArray(options.integrations) ? options.integrations.map((integration) => integration.name) : [];
    expect(names).toEqual(expect.arrayContaining(['BrowserTracing', 'Replay', 'CaptureConsole', 'Breadcrumbs']));
  });
});
