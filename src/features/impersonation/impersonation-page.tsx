import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MAX_IMPERSONATION_REASON_LENGTH, normalizeImpersonationReason } from '@/domain/impersonation';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/graphql';
import { CandidateList } from './candidate-list';
import { CANDIDATES_SHOWN, impersonationCandidatesQueryOptions } from './candidates-query';
import { useImpersonationSwitch } from './impersonation-session';

type Props = {
  /** The search text, kept in the URL so the admin comes back to the same results. */
  search: string;
  chosenId: string | null;
  onSearch: (search: string) => void;
  onChoose: (userId: string) => void;
};

/** Impersonation (spec §2, title 'Admin - Impersonation: Login as ...'). */
export function ImpersonationPage({ search, chosenId, onSearch, onChoose }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState(search);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { start } = useImpersonationSwitch();
  const candidates = useQuery(impersonationCandidatesQueryOptions(search.trim()));
  const found = candidates.data?.users ?? [];
  const chosen = found.find((c) => c.id === chosenId) ?? null;
  const searchLater = useDebouncedCallback((value: string) => onSearch(value), 300);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (!normalizeImpersonationReason(reason)) {
      setProblem(t`Give a reason of 5 to 500 characters.`);
      return;
    }
    setStarting(true);
    setProblem(null);
    try {
      const result = await start(chosen.id, reason);
      if (result) setProblem(result.failure);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack maw={720}>
      <PageTitle
        title={t`Admin - Impersonation: Login as ...`}
        description={t`See the portal exactly as a client user does. Everything you do is recorded with your name and your reason, and ends by itself after a while.`}
      />
      <TextInput
        label={t`Search users`}
        description={t`Email, name, company name or code, or employee code`}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
        type="search"
      />
      {candidates.isError ? <Alert color="red.9">{errorMessage(candidates.error)}</Alert> : null}
      {search.trim().length >= 2 && candidates.isSuccess && found.length === 0 ? (
        <Text>
          <Trans>No user matches this search.</Trans>
        </Text>
      ) : null}
      {found.length > 0 ? <CandidateList candidates={found} chosenId={chosenId} onChoose={onChoose} /> : null}
      {found.length === CANDIDATES_SHOWN ? (
        <Text size="sm" c="gray.7">
          <Trans>Only the first {CANDIDATES_SHOWN} users are shown: refine the search.</Trans>
        </Text>
      ) : null}
      {chosen ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Textarea
              label={t`Reason for acting as ${chosen.name ?? chosen.email}`}
              description={t`For example the support ticket. It is recorded in the audit log.`}
              required
              rows={3}
              maxLength={MAX_IMPERSONATION_REASON_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={problem}
            />
            <Button type="submit" loading={starting} mih={44} style={{ alignSelf: 'flex-start' }}>
              <Trans>Start impersonation</Trans>
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
