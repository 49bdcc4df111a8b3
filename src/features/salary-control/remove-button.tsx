import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/graphql';
import { useRemoveDocument } from './api/remove-document';

/** canRemoveSalaryWorkflowDocument: delete one version, after a second, explicit click. */
export function RemoveButton({ workflowId, documentId, name }: { workflowId: string; documentId: string; name: string }) {
  const { t } = useLingui();
  const remove = useRemoveDocument(workflowId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group gap="xs">
        {confirming ? (
          <>
            <Button color="red.9" mih={44} loading={remove.isPending} onClick={() => remove.mutate(documentId)} aria-label={t`Confirm deleting ${name}`}>
              {t`Confirm deletion`}
            </Button>
            <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </Button>
          </>
        ) : (
          <Button variant="default" c="red.9" mih={44} onClick={() => setConfirming(true)} aria-label={t`Delete ${name}`}>
            {t`Delete`}
          </Button>
        )}
      </Group>
      {remove.isError ? (
        <Alert color="red" role="alert" title={t`The document was not deleted`}>
          {errorMessage(remove.error)}
        </Alert>
      ) : null}
    </>
  );
}
