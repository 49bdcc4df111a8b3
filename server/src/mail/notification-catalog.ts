/**
 * The texts of notification mails, per language. The portal's Lingui macros do not run on the
 * server, so the mail texts live here; `notification-catalog.test.ts` checks that every language
 * has every message with the same placeholders. `{name}` placeholders are filled by `fillMessage`.
 */
export const MAIL_LANGUAGES = ['fr', 'en', 'de', 'pt'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
/** The spec's fallback language. */
export const FALLBACK_MAIL_LANGUAGE: MailLanguage = 'en';

export type MailMessageKey =
  | 'subject.one'
  | 'subject.many'
  | 'greeting'
  | 'intro'
  | 'open'
  | 'footer'
  | 'salary.slip'
  | 'salary.compensation'
  | 'salary.work'
  | 'salary.worku1'
  | 'salaryWorkflowDocumentsAdded'
  | 'salaryWorkflowDocumentReviewed.approved'
  | 'salaryWorkflowDocumentReviewed.rejected'
  | 'accountingDocumentCreated'
  | 'hrDocumentReviewed.approved'
  | 'hrDocumentReviewed.declined'
  | 'hrDocumentExpiring'
  | 'hrMessageCreated';

type Catalog = Record<MailMessageKey, string>;

const en: Catalog = {
  'subject.one': 'Portal: {title}',
  'subject.many': 'Portal: {count} new notifications',
  greeting: 'Hello {name},',
  intro: 'Here is what is new for you in the portal:',
  open: 'Open',
  footer: 'You receive this email because of your notification settings. You can change them on your profile in the portal: {link}',
  'salary.slip': 'A new salary slip for {period} is available for {employeeName}.',
  'salary.compensation': 'A new compensation certificate for {period} is available for {employeeName}.',
  'salary.work': 'A new certificate of employment is available for {employeeName}.',
  'salary.worku1': 'A new certificate of employment U1 is available for {employeeName}.',
  salaryWorkflowDocumentsAdded: 'New salary-control documents for {companyName} ({period}) are waiting for your review.',
  'salaryWorkflowDocumentReviewed.approved': 'A salary-control document for {companyName} ({period}) was approved.',
  'salaryWorkflowDocumentReviewed.rejected': 'A salary-control document for {companyName} ({period}) was rejected.',
  accountingDocumentCreated: 'Your fiduciary added a new accounting document for {companyName}.',
  'hrDocumentReviewed.approved': 'The HR document "{documentType}" of {employeeName} was approved.',
  'hrDocumentReviewed.declined': 'The HR document "{documentType}" of {employeeName} was declined.',
  hrDocumentExpiring: 'The HR document "{documentType}" of {employeeName} expires in {days} days.',
  hrMessageCreated: '{authorName} wrote a new message in the HR conversation of {employeeName}.',
};

const fr: Catalog = {
  'subject.one': 'Portail : {title}',
  'subject.many': 'Portail : {count} nouvelles notifications',
  greeting: 'Bonjour {name},',
  intro: 'Voici les nouveautés qui vous concernent dans le portail :',
  open: 'Ouvrir',
  footer: 'Vous recevez cet e-mail en raison de vos préférences de notification. Vous pouvez les modifier dans votre profil sur le portail : {link}',
  'salary.slip': 'Une nouvelle fiche de salaire pour {period} est disponible pour {employeeName}.',
  'salary.compensation': 'Un nouveau certificat de rémunération pour {period} est disponible pour {employeeName}.',
  'salary.work': 'Un nouveau certificat de travail est disponible pour {employeeName}.',
  'salary.worku1': 'Un nouveau certificat de travail U1 est disponible pour {employeeName}.',
  salaryWorkflowDocumentsAdded: 'De nouveaux documents de contrôle des salaires pour {companyName} ({period}) attendent votre vérification.',
  'salaryWorkflowDocumentReviewed.approved': 'Un document de contrôle des salaires pour {companyName} ({period}) a été approuvé.',
  'salaryWorkflowDocumentReviewed.rejected': 'Un document de contrôle des salaires pour {companyName} ({period}) a été refusé.',
  accountingDocumentCreated: 'Votre fiduciaire a ajouté un nouveau document comptable pour {companyName}.',
  'hrDocumentReviewed.approved': 'Le document RH « {documentType} » de {employeeName} a été approuvé.',
  'hrDocumentReviewed.declined': 'Le document RH « {documentType} » de {employeeName} a été refusé.',
  hrDocumentExpiring: 'Le document RH « {documentType} » de {employeeName} expire dans {days} jours.',
  hrMessageCreated: '{authorName} a écrit un nouveau message dans la conversation RH de {employeeName}.',
};

const de: Catalog = {
  'subject.one': 'Portal: {title}',
  'subject.many': 'Portal: {count} neue Benachrichtigungen',
  greeting: 'Guten Tag {name},',
  intro: 'Das ist neu für Sie im Portal:',
  open: 'Öffnen',
  footer: 'Sie erhalten diese E-Mail aufgrund Ihrer Benachrichtigungseinstellungen. Sie können sie in Ihrem Profil im Portal ändern: {link}',
  'salary.slip': 'Eine neue Gehaltsabrechnung für {period} ist für {employeeName} verfügbar.',
  'salary.compensation': 'Eine neue Lohnbescheinigung für {period} ist für {employeeName} verfügbar.',
  'salary.work': 'Eine neue Arbeitsbescheinigung ist für {employeeName} verfügbar.',
  'salary.worku1': 'Eine neue Arbeitsbescheinigung U1 ist für {employeeName} verfügbar.',
  salaryWorkflowDocumentsAdded: 'Neue Dokumente der Gehaltskontrolle für {companyName} ({period}) warten auf Ihre Prüfung.',
  'salaryWorkflowDocumentReviewed.approved': 'Ein Dokument der Gehaltskontrolle für {companyName} ({period}) wurde freigegeben.',
  'salaryWorkflowDocumentReviewed.rejected': 'Ein Dokument der Gehaltskontrolle für {companyName} ({period}) wurde abgelehnt.',
  accountingDocumentCreated: 'Ihre Treuhand hat ein neues Buchhaltungsdokument für {companyName} hinzugefügt.',
  'hrDocumentReviewed.approved': 'Das Personaldokument „{documentType}“ von {employeeName} wurde angenommen.',
  'hrDocumentReviewed.declined': 'Das Personaldokument „{documentType}“ von {employeeName} wurde abgelehnt.',
  hrDocumentExpiring: 'Das Personaldokument „{documentType}“ von {employeeName} läuft in {days} Tagen ab.',
  hrMessageCreated: '{authorName} hat eine neue Nachricht im Personalgespräch von {employeeName} geschrieben.',
};

const pt: Catalog = {
  'subject.one': 'Portal: {title}',
  'subject.many': 'Portal: {count} novas notificações',
  greeting: 'Olá {name},',
  intro: 'Eis as novidades para si no portal:',
  open: 'Abrir',
  footer: 'Recebe este e-mail devido às suas preferências de notificação. Pode alterá-las no seu perfil no portal: {link}',
  'salary.slip': 'Está disponível um novo recibo de vencimento de {period} para {employeeName}.',
  'salary.compensation': 'Está disponível um novo certificado de remuneração de {period} para {employeeName}.',
  'salary.work': 'Está disponível um novo certificado de trabalho para {employeeName}.',
  'salary.worku1': 'Está disponível um novo certificado de trabalho U1 para {employeeName}.',
  salaryWorkflowDocumentsAdded: 'Novos documentos de controlo salarial de {companyName} ({period}) aguardam a sua verificação.',
  'salaryWorkflowDocumentReviewed.approved': 'Um documento de controlo salarial de {companyName} ({period}) foi aprovado.',
  'salaryWorkflowDocumentReviewed.rejected': 'Um documento de controlo salarial de {companyName} ({period}) foi recusado.',
  accountingDocumentCreated: 'A sua fiduciária adicionou um novo documento contabilístico para {companyName}.',
  'hrDocumentReviewed.approved': 'O documento de RH "{documentType}" de {employeeName} foi aprovado.',
  'hrDocumentReviewed.declined': 'O documento de RH "{documentType}" de {employeeName} foi recusado.',
  hrDocumentExpiring: 'O documento de RH "{documentType}" de {employeeName} expira dentro de {days} dias.',
  hrMessageCreated: '{authorName} escreveu uma nova mensagem na conversa de RH de {employeeName}.',
};

export const MAIL_CATALOGS: Record<MailLanguage, Catalog> = { fr, en, de, pt };

export function mailLanguage(saved: string | null | undefined): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as MailLanguage) : FALLBACK_MAIL_LANGUAGE;
}

export function isMailMessageKey(key: string): key is MailMessageKey {
  return key in en;
}

/** The message in `language` with its `{name}` placeholders replaced (missing values stay visible). */
export function fillMessage(language: MailLanguage, key: MailMessageKey, values: Record<string, string | number>): string {
  return MAIL_CATALOGS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
