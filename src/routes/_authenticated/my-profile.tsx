import { createFileRoute } from '@tanstack/react-router';
import { LanguageSelect } from '@/features/language';
import { MyProfilePage } from '@/features/my-profile';

export const Route = createFileRoute('/_authenticated/my-profile')({
  component: () => <MyProfilePage languageSelect={<LanguageSelect signedIn />} />,
});
