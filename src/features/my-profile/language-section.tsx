import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ProfileSection } from './profile-section';

/** The saved interface language; `children` is the language picker (features/language), given by the route. */
export function LanguageSection({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <ProfileSection title={t`Interface language`}>{children}</ProfileSection>;
}
