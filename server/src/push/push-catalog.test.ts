import { expect, it } from 'vitest';
import { MAIL_LANGUAGES } from '../mail/notification-catalog';
import { PUSH_CATALOGS, PUSH_TITLE_KEYS, pushTitle, pushUnreadLine } from './push-catalog';
import { vapidKeys, vapidKeysFromSecret } from './vapid-keys';

it('every language has a title for every kind and an unread line with its count', () => {
  for (const language of MAIL_LANGUAGES) {
    for (const key of PUSH_TITLE_KEYS) expect(PUSH_CATALOGS[language].titles[key], `${language} ${key}`).toMatch(/\S/);
    for (const count of [1, 2, 5, 21]) expect(pushUnreadLine(language, count)).toContain(String(count));
  }
  expect(pushUnreadLine('fr', 1)).toBe('1 notification non lue dans le portail');
  expect(pushUnreadLine('pt', 3)).toBe('3 notificações por ler no portal');
  expect(pushTitle('de', 'some.future.kind')).toBe('Neue Benachrichtigung');
});

it('the VAPID pair derived from a secret is the same in every process, differs per secret, and a configured pair must match', () => {
  const secret = 'a-secret-of-at-least-16-characters';
  const pair = vapidKeysFromSecret(secret);
  expect(vapidKeysFromSecret(secret)).toEqual(pair);
  expect(vapidKeysFromSecret(`${secret}!`).publicKey).not.toBe(pair.publicKey);
  expect(Buffer.from(pair.publicKey, 'base64url')).toHaveLength(65);
  expect(vapidKeys({ publicKey: pair.publicKey, privateKey: pair.privateKey, subject: 'mailto:a@b.c' }, 'other secret entirely')).toEqual(pair);
  const other = vapidKeysFromSecret('another-secret-of-16-characters');
  expect(() => vapidKeys({ publicKey: other.publicKey, privateKey: pair.privateKey, subject: 'mailto:a@b.c' }, secret)).toThrow(/not the public key/);
  expect(() => vapidKeys({ publicKey: pair.publicKey, privateKey: null, subject: 'mailto:a@b.c' }, secret)).toThrow(/set both or neither/);
});
