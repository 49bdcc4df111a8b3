import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

// English with no catalog: the macros fall back to their source texts, which the tests look for.
i18n.loadAndActivate({ locale: 'en', messages: {} });

export function TestI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** TestI18n with Mantine's provider: what a component test of a Mantine component renders inside. */
export function TestUi({ children }: { children: ReactNode }) {
  return (
    <TestI18n>
      <MantineProvider>{children}</MantineProvider>
    </TestI18n>
  );
}
