import { Loader, Stack, Title } from '@mantine/core';
import { CenteredCard } from '@/components/centered-card';
import { useDocumentTitle } from '@/components/page-title';

/** A titled waiting screen for session transitions (sign-out, cache clearing). */
export function SessionProgress({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <CenteredCard>
      <Stack align="center" gap="md" role="status">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Loader aria-hidden />
      </Stack>
    </CenteredCard>
  );
}
