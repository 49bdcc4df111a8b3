import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/graphql';
import { useSendMagicLink } from './send-magic-link';
import { WRAPPING } from './wrapping';

/** Asks the API to e-mail a one-time sign-in link. */
export function MagicLinkForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const send = useSendMagicLink();
  const sentTo = send.variables ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email.trim());
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t`Email address`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" loading={send.isPending} {...WRAPPING}>
          <Trans>Send me a sign-in link</Trans>
        </Button>
        {send.isSuccess ? (
          <Alert color="green" role="status" title={t`Check your inbox`}>
            <Trans>If an account exists for {sentTo}, a sign-in link is on its way. It works once and expires after a few minutes.</Trans>
          </Alert>
        ) : null}
        {send.isError ? (
          <Alert color="red" role="alert" title={t`The link could not be sent`}>
            {errorMessage(send.error)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
