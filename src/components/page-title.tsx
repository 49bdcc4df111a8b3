import { Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

export const APP_NAME = 'Portal';

/** Sets the browser tab's title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}

/** The page's one h1 (and the tab title), with an optional lead paragraph. */
export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
