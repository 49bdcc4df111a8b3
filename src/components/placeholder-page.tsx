import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A screen whose content a later issue builds: its title and what it is for. */
export function PlaceholderPage({ title, purpose, children }: { title: string; purpose: ReactNode; children?: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p="lg" radius="md">
        <Text>{purpose}</Text>
        {children}
      </Paper>
    </>
  );
}
