import { Plural } from '@lingui/react/macro';
import { Card, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AreaPath } from '@/domain/areas';

type Props = {
  title: string;
  description: string;
  to: AreaPath;
  /** How many items the area holds; none for areas without a count. */
  count?: number | null;
};

/** A reachable area of the portal, with how many items it holds. */
export function DashboardCard({ title, description, to, count }: Props) {
  return (
    <Card withBorder radius="md" padding="lg" component={Link} to={to}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {typeof count === 'number' ? (
          <Text fw={700} c="blue.9" style={{ whiteSpace: 'nowrap' }}>
            <Plural value={count} one="# item" other="# items" />
          </Text>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {description}
      </Text>
    </Card>
  );
}
