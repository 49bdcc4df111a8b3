import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql';
import type { NotificationDigestType, NotificationSettingsInput } from '@/gql/graphql';
import { gqlRequest } from '@/lib/graphql';

export const NotificationSettingsDocument = graphql(`
  query NotificationSettings($employeeId: ID!, $withEmployee: Boolean!) {
    myNotificationDigest
    companyEmployee(where: { id: $employeeId }) @include(if: $withEmployee) {
      id
      settingWantsHRSalariesNotification
      settingWantsSalaryWorkflowNotification
      settingWantsAccountingNotification
      hrDocumentNotification
    }
  }
`);

const UpdateNotificationSettingsDocument = graphql(`
  mutation UpdateNotificationSettings($employeeId: ID!, $data: NotificationSettingsInput!) {
    updateNotificationSettings(employee: { id: $employeeId }, data: $data) {
      id
    }
  }
`);

const UpdateMyNotificationDigestDocument = graphql(`
  mutation UpdateMyNotificationDigest($digest: NotificationDigestType!) {
    updateMyNotificationDigest(digest: $digest)
  }
`);

/** The caller's digest choice and, when they have an employee record here, its settings. */
export function notificationSettingsQueryOptions(employeeId: string | null) {
  return queryOptions({
    queryKey: ['notification-settings', employeeId] as const,
    queryFn: () => gqlRequest(NotificationSettingsDocument, { employeeId: employeeId ?? '', withEmployee: employeeId != null }),
  });
}

export function useUpdateNotificationSettings(employeeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { digest?: NotificationDigestType; settings?: NotificationSettingsInput }) => {
      if (change.digest) await gqlRequest(UpdateMyNotificationDigestDocument, { digest: change.digest });
      if (change.settings && employeeId) await gqlRequest(UpdateNotificationSettingsDocument, { employeeId, data: change.settings });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryOptions(employeeId).queryKey }),
  });
}
