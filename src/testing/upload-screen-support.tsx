import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { TestI18n } from '@/testing/test-i18n';

// What the uploads feature's component tests share: the directory the file names are matched
// against, a GraphQL server stand-in, and the providers a route would give (with its Suspense).

export const directory = {
  companies: [{ id: 'c1001', code: '1001', name: 'Atelier Moselle' }],
  companyEmployees: [
    { id: 'e12', code: '12', name: 'Employee Twelve', company: { id: 'c1001', code: '1001' } },
    { id: 'e13', code: '13', name: 'Employee Thirteen', company: { id: 'c1001', code: '1001' } },
  ],
};

type Answer = (body: { query: string; variables?: Record<string, unknown> }, form: FormData | null) => unknown;

/** Answers each request with `answer(operation)`: JSON queries and multipart uploads alike. */
export function stubGraphql(answer: Answer, options: { directoryDelayMs?: number } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: RequestInit) => {
      const form = init?.body instanceof FormData ? init.body : null;
      const body = JSON.parse(String(form ? form.get('operations') : init?.body)) as { query: string; variables?: Record<string, unknown> };
      if (body.query.includes('UploadDirectory')) {
        await new Promise((resolve) => setTimeout(resolve, options.directoryDelayMs ?? 0));
        return Response.json({ data: directory });
      }
      return Response.json({ data: answer(body, form) });
    }),
  );
}

let owner = 0;
/** A fresh owner per test, so staged files of one test never show up in another. */
export const freshOwner = () => `user-${(owner += 1)}-${Date.now()}`;

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestI18n>
      <QueryClientProvider client={client}>
        <MantineProvider>
          <Suspense fallback={null}>{children}</Suspense>
        </MantineProvider>
      </QueryClientProvider>
    </TestI18n>
  );
  return render(ui, { wrapper });
}

/** A session as sign-in leaves it: the upload queue and the message outbox send with its token. */
export function signedIn(): void {
  saveSession({
    accessToken: 'token',
    idToken: null,
    refreshToken: null,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    scope: 'openid',
    profile: { id: 'user-1', email: 'payroll@demo.test', name: null },
    method: 'magic-link',
  });
}
