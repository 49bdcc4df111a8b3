import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '@/features/auth';
import { LanguageSelect } from '@/features/language';

export const Route = createFileRoute('/signin/')({
  component: () => <SignInPage languageSelect={<LanguageSelect hideLabel />} />,
});
