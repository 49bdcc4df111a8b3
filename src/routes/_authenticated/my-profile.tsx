import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { AccountUsesSection } from '@/features/impersonation';
import { LanguageSelect } from '@/features/language';
import { AccountSection, EmploymentsSection, LanguageSection, MyProfileLayout, SessionsSection } from '@/features/my-profile';
import { NotificationSettingsSection, notificationSettingsQueryOptions, PushDeviceSection } from '@/features/notification-settings';

// Sections are composed here, so each feature adds its own (notification settings, support's use of
// the account) next to these without editing the others.
export const Route = createFileRoute('/_authenticated/my-profile')({
  loader: ({ context: { queryClient, access } }) => queryClient.ensureQueryData(notificationSettingsQueryOptions(access.ownEmployee?.id ?? null)),
  errorComponent: loadErrorComponent(msg`My profile`, msg`Error while loading user profile`),
  component: MyProfile,
});

function MyProfile() {
  const { access } = Route.useRouteContext();
  return (
    <MyProfileLayout>
      <AccountSection />
      <LanguageSection>
        <LanguageSelect signedIn />
      </LanguageSection>
      <EmploymentsSection />
      <NotificationSettingsSection employeeId={access.ownEmployee?.id ?? null} />
      <PushDeviceSection />
      <SessionsSection />
      <AccountUsesSection />
    </MyProfileLayout>
  );
}
