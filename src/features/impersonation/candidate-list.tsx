import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ImpersonationCandidatesQuery } from '@/gql/graphql';

export type Candidate = NonNullable<ImpersonationCandidatesQuery['users']>[number];

type Props = { candidates: Candidate[]; chosenId: string | null; onChoose: (id: string) => void };

/** Search results; provider staff are listed (so support sees why) but cannot be chosen. */
export function CandidateList({ candidates, chosenId, onChoose }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Users found`}>
      {candidates.map((candidate) => {
        const staff = candidate.role?.canAccessAllCompanies ?? false;
        const disabled = candidate.role?.canSignInToApp === false;
        const who = candidate.name ?? candidate.email;
        return (
          <Paper component="li" key={candidate.id} withBorder p="sm" bg={candidate.id === chosenId ? 'blue.0' : undefined}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{who}</Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>{candidate.email}</Text>
                <Text size="sm" c="gray.7">
                  {(candidate.employees ?? []).map((e) => `${e.company?.code ?? ''} ${e.company?.name ?? ''}${e.code ? ` · ${e.code}` : ''}`).join(' | ')}
                </Text>
              </Stack>
              {staff ? (
                <Badge color="gray.8" variant="outline">
                  <Trans>Provider staff cannot be impersonated</Trans>
                </Badge>
              ) : disabled ? (
                <Badge color="gray.8" variant="outline">
                  <Trans>Account disabled</Trans>
                </Badge>
              ) : (
                <Button variant={candidate.id === chosenId ? 'filled' : 'light'} mih={44} onClick={() => onChoose(candidate.id)}>
                  {/* The name is part of the button's text, only hidden from sight, so the accessible name
                      contains the visible word (axe: label-content-name-mismatch) and still says who. */}
                  {candidate.id === chosenId ? (
                    <Trans>
                      Chosen<VisuallyHidden> {who}</VisuallyHidden>
                    </Trans>
                  ) : (
                    <Trans>
                      Choose<VisuallyHidden> {who}</VisuallyHidden>
                    </Trans>
                  )}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
