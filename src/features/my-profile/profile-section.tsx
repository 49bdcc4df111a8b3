import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One section of /my-profile: a titled card. Other features' sections use the same frame. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
