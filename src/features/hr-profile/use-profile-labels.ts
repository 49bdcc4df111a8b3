import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { HrProfileError } from '@/domain/hr-profile';
import type { HrFieldValue, HrGroupKey } from '@/domain/hr-profile-fields';
import { ERROR_MESSAGES, FIELD_LABELS, GROUP_LABELS, OPTION_LABELS } from './profile-messages';

const EMPTY = msg`(empty)`;

/** Translated labels, values and error texts of the profile, for the current language. */
export function useProfileLabels() {
  const { i18n } = useLingui();
  const fieldLabel = (path: string) => {
    const label = FIELD_LABELS[path] ?? GROUP_LABELS[path as HrGroupKey];
    return label ? i18n._(label) : path;
  };
  const groupLabel = (group: HrGroupKey) => i18n._(GROUP_LABELS[group]);
  const valueText = (path: string, value: HrFieldValue) => {
    if (value === null || value === '') return i18n._(EMPTY);
    const option = OPTION_LABELS[path]?.[String(value)];
    return option ? i18n._(option) : String(value);
  };
  const problemText = (error: HrProfileError) => i18n._(ERROR_MESSAGES[error.code]);
  const errorText = (error: HrProfileError) => `${fieldLabel(error.path)}: ${problemText(error)}`;
  const optionText = (path: string, option: string) => {
    const label = OPTION_LABELS[path]?.[option];
    return label ? i18n._(label) : option;
  };
  return { fieldLabel, groupLabel, valueText, problemText, errorText, optionText };
}
