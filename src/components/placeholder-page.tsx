import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/**
 * A screen whose content is still being built: its title and what it is for. With `children` (the
 * parts that exist already), the purpose becomes the lead paragraph above them.
 */
export function PlaceholderPage({ title, purpose, children }: { title: string; purpose: string; children?: ReactNode }) {
  if (children) {
    return (
      <>
        <PageTitle title={title} description={purpose} />
        {children}
      </>
    );
  }
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p="lg" radius="md">
        <Text>{purpose}</Text>
      </Paper>
    </>
  );
}
