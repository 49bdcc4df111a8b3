import type { MailMessage } from '../mail/mailer';
import { fillMessage, isMailMessageKey, type MailLanguage } from '../mail/notification-catalog';
import { paramsIn } from './localized-params';

export interface DigestItem {
  /** A message key of the mail catalog (e.g. `salary.slip`, `hrDocumentReviewed.declined`). */
  kind: string;
  /** Names and the deep link's `path`; nothing else about the item. */
  params: Record<string, string>;
}

export interface DigestRecipient {
  email: string;
  name: string;
  language: MailLanguage;
}

const PROFILE_PATH = '/my-profile';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function itemLine(language: MailLanguage, item: DigestItem): string {
  if (!isMailMessageKey(item.kind)) throw new Error(`no mail text for notification kind ${item.kind}`);
  return fillMessage(language, item.kind, paramsIn(language, item.params));
}

/** One mail for all of a recipient's pending notifications: plain text and HTML, links to the screens. */
export function renderDigest(recipient: DigestRecipient, items: DigestItem[], publicUrl: string): MailMessage {
  const { language } = recipient;
  const lines = items.map((item) => ({ text: itemLine(language, item), url: `${publicUrl}${item.params.path ?? '/'}` }));
  const subject =
    lines.length === 1 ? fillMessage(language, 'subject.one', { title: lines[0]!.text }) : fillMessage(language, 'subject.many', { count: lines.length });
  const greeting = fillMessage(language, 'greeting', { name: recipient.name || recipient.email });
  const intro = fillMessage(language, 'intro', {});
  const open = fillMessage(language, 'open', {});
  const profileUrl = `${publicUrl}${PROFILE_PATH}`;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map((line) => `- ${line.text}\n  ${open}: ${line.url}`),
    '',
    fillMessage(language, 'footer', { link: profileUrl }),
  ].join('\n');

  const html = [
    `<!doctype html><html lang="${language}"><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...lines.map((line) => `<li>${escapeHtml(line.text)} <a href="${escapeHtml(line.url)}">${escapeHtml(open)}</a></li>`),
    '</ul>',
    `<p>${escapeHtml(fillMessage(language, 'footer', { link: '' }))}<a href="${escapeHtml(profileUrl)}">${escapeHtml(profileUrl)}</a></p>`,
    '</body></html>',
  ].join('\n');

  return { to: recipient.email, subject, text, html };
}
