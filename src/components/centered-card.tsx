import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A narrow card in the middle of the screen, for pages shown outside the app layout. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        {children}
      </Paper>
    </Center>
  );
}
