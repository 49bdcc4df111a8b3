import { Alert, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isReadFieldName } from '@/domain/accounting-reading-fields';
import type { ReadingDetails } from './api/reading-fields-fragment';
import { FIELD_LABELS } from './field-labels';
import { displayValue } from './field-value';

/** What a person should know before confirming: a possible duplicate, where a Factur-X's page and XML differ. */
export function ReadingAlerts({ reading }: { reading: ReadingDetails }) {
  const { t, i18n } = useLingui();
  const fieldLabel = (field: string) => (isReadFieldName(field) ? i18n._(FIELD_LABELS[field]) : field);
  return (
    <>
      {reading.duplicateOf && (
        <Alert color="orange" role="status" title={t`Possible duplicate`}>
          {t`Same supplier, invoice number and total as ${reading.duplicateOf.attachment?.filename ?? ''}.`}
        </Alert>
      )}
      {reading.differences.map((difference) => (
        <Alert key={difference.field} color="yellow" role="status">
          {t`${fieldLabel(difference.field)}: the e-invoice says ${displayValue(difference.field, difference.xml, i18n)}, the printed page ${displayValue(difference.field, difference.text, i18n)}. The e-invoice's value is used.`}
        </Alert>
      ))}
    </>
  );
}

/** The VAT breakdown read, one rate after the other; nothing when none was read. */
export function VatByRate({ reading }: { reading: ReadingDetails }) {
  const { t, i18n } = useLingui();
  const vatByRate = reading.vatLines
    .map((line) => {
      const tax = displayValue('vatAmount', line.tax, i18n);
      return line.taxable ? t`${line.rate} % of ${displayValue('netAmount', line.taxable, i18n)}: ${tax}` : t`${line.rate} %: ${tax}`;
    })
    .join(' · ');
  return reading.vatLines.length > 0 ? <Text size="sm">{t`VAT by rate: ${vatByRate}`}</Text> : null;
}
