// What a push notification says, per language: the kind of event and how many are unread, never a
// name, an amount or a document (a lock screen shows it to whoever holds the phone). The portal's
// Lingui macros do not run on the server, so the texts live here, like the mail texts
// (mail/notification-catalog.ts); push-catalog.test.ts checks every language has every text.
import type { MailLanguage } from '../mail/notification-catalog';

export const PUSH_TITLE_KEYS = [
  'salary.slip',
  'salary.compensation',
  'salary.work',
  'salary.worku1',
  'salaryWorkflowDocumentsAdded',
  'salaryWorkflowDocumentReviewed.approved',
  'salaryWorkflowDocumentReviewed.rejected',
  'accountingDocumentCreated',
  'hrDocumentReviewed.approved',
  'hrDocumentReviewed.declined',
  'hrDocumentExpiring',
  'hrMessageCreated',
  'other',
] as const;
export type PushTitleKey = (typeof PUSH_TITLE_KEYS)[number];

interface PushCatalog {
  titles: Record<PushTitleKey, string>;
  /** The body by plural category of the unread count (Intl.PluralRules); `other` is required. */
  unread: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

const en: PushCatalog = {
  titles: {
    'salary.slip': 'New salary slip',
    'salary.compensation': 'New compensation certificate',
    'salary.work': 'New certificate of employment',
    'salary.worku1': 'New certificate of employment U1',
    salaryWorkflowDocumentsAdded: 'Salary-control documents to review',
    'salaryWorkflowDocumentReviewed.approved': 'Salary-control document approved',
    'salaryWorkflowDocumentReviewed.rejected': 'Salary-control document rejected',
    accountingDocumentCreated: 'New accounting document',
    'hrDocumentReviewed.approved': 'HR document approved',
    'hrDocumentReviewed.declined': 'HR document declined',
    hrDocumentExpiring: 'An HR document expires soon',
    hrMessageCreated: 'New message in an HR conversation',
    other: 'New notification',
  },
  unread: { one: '1 unread notification in the portal', other: '{count} unread notifications in the portal' },
};

const fr: PushCatalog = {
  titles: {
    'salary.slip': 'Nouvelle fiche de salaire',
    'salary.compensation': 'Nouveau certificat de rémunération',
    'salary.work': 'Nouveau certificat de travail',
    'salary.worku1': 'Nouveau certificat de travail U1',
    salaryWorkflowDocumentsAdded: 'Documents de contrôle des salaires à vérifier',
    'salaryWorkflowDocumentReviewed.approved': 'Document de contrôle des salaires approuvé',
    'salaryWorkflowDocumentReviewed.rejected': 'Document de contrôle des salaires refusé',
    accountingDocumentCreated: 'Nouveau document comptable',
    'hrDocumentReviewed.approved': 'Document RH approuvé',
    'hrDocumentReviewed.declined': 'Document RH refusé',
    hrDocumentExpiring: 'Un document RH expire bientôt',
    hrMessageCreated: 'Nouveau message dans une conversation RH',
    other: 'Nouvelle notification',
  },
  unread: { one: '1 notification non lue dans le portail', other: '{count} notifications non lues dans le portail' },
};

const de: PushCatalog = {
  titles: {
    'salary.slip': 'Neue Gehaltsabrechnung',
    'salary.compensation': 'Neue Lohnbescheinigung',
    'salary.work': 'Neue Arbeitsbescheinigung',
    'salary.worku1': 'Neue Arbeitsbescheinigung U1',
    salaryWorkflowDocumentsAdded: 'Dokumente der Gehaltskontrolle zu prüfen',
    'salaryWorkflowDocumentReviewed.approved': 'Dokument der Gehaltskontrolle freigegeben',
    'salaryWorkflowDocumentReviewed.rejected': 'Dokument der Gehaltskontrolle abgelehnt',
    accountingDocumentCreated: 'Neues Buchhaltungsdokument',
    'hrDocumentReviewed.approved': 'Personaldokument angenommen',
    'hrDocumentReviewed.declined': 'Personaldokument abgelehnt',
    hrDocumentExpiring: 'Ein Personaldokument läuft bald ab',
    hrMessageCreated: 'Neue Nachricht im Personalgespräch',
    other: 'Neue Benachrichtigung',
  },
  unread: { one: '1 ungelesene Benachrichtigung im Portal', other: '{count} ungelesene Benachrichtigungen im Portal' },
};

const pt: PushCatalog = {
  titles: {
    'salary.slip': 'Novo recibo de vencimento',
    'salary.compensation': 'Novo certificado de remuneração',
    'salary.work': 'Novo certificado de trabalho',
    'salary.worku1': 'Novo certificado de trabalho U1',
    salaryWorkflowDocumentsAdded: 'Documentos de controlo salarial por verificar',
    'salaryWorkflowDocumentReviewed.approved': 'Documento de controlo salarial aprovado',
    'salaryWorkflowDocumentReviewed.rejected': 'Documento de controlo salarial recusado',
    accountingDocumentCreated: 'Novo documento contabilístico',
    'hrDocumentReviewed.approved': 'Documento de RH aprovado',
    'hrDocumentReviewed.declined': 'Documento de RH recusado',
    hrDocumentExpiring: 'Um documento de RH expira em breve',
    hrMessageCreated: 'Nova mensagem numa conversa de RH',
    other: 'Nova notificação',
  },
  unread: { one: '1 notificação por ler no portal', other: '{count} notificações por ler no portal' },
};

export const PUSH_CATALOGS: Record<MailLanguage, PushCatalog> = { fr, en, de, pt };

/** The title for a notification item's kind (`salary.slip`, `hrMessageCreated`, …). */
export function pushTitle(language: MailLanguage, kind: string): string {
  const titles = PUSH_CATALOGS[language].titles;
  return (PUSH_TITLE_KEYS as readonly string[]).includes(kind) ? titles[kind as PushTitleKey] : titles.other;
}

/** "3 unread notifications in the portal", in the language's plural form. */
export function pushUnreadLine(language: MailLanguage, count: number): string {
  const forms = PUSH_CATALOGS[language].unread;
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  return form.replace('{count}', String(count));
}
