import { expect, it } from 'vitest';
import { isPortalPath, parsePushPayload, pushPayload } from './push-payload';

const valid = pushPayload({ kind: 'salary.slip', title: 'Neue Gehaltsabrechnung', body: '1 ungelesene Benachrichtigung im Portal', path: '/hr/salaries', unread: 1, tag: 'salaryDocumentCreated:1', language: 'de' });

it('reads back what the API sends, and nothing else', () => {
  expect(parsePushPayload(JSON.stringify(valid))).toEqual(valid);
  expect(parsePushPayload('not json')).toBeNull();
  expect(parsePushPayload(JSON.stringify({ ...valid, v: 2 }))).toBeNull();
  expect(parsePushPayload(JSON.stringify({ ...valid, unread: -1 }))).toBeNull();
  expect(parsePushPayload(JSON.stringify({ ...valid, title: 3 }))).toBeNull();
});

it('opens only paths of the portal, never another site', () => {
  expect(isPortalPath('/hr/messages?employee=1')).toBe(true);
  for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) expect(isPortalPath(path), path).toBe(false);
  expect(parsePushPayload(JSON.stringify({ ...valid, path: '//evil.example/' }))).toBeNull();
});
