import { join } from 'node:path';
import { readOutbox } from '../../server/src/mail/outbox';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, graphqlAs, openNavigation, signInWithProvider, test } from './support';

// Issue 15: an employee and HR write in the employee's thread; HR is told by mail (outbox).

test.use({ locale: 'en-US', user: 'employee@demo.test' });

/** The Messages entry of the main navigation; its name carries the unread count. */
async function messagesLink(page: import('@playwright/test').Page) {
  return (await openNavigation(page)).getByRole('link', { name: /^Messages/ });
}

test.describe('offline', () => {
  // The offline reload is served by the service worker, which other journeys block.
  test.use({ serviceWorkers: 'allow' });

  test('employee@ writes offline, reloads, goes online; HR sees it unread, gets a mail, replies, and the employee count updates', async ({ page, context, pageAs, dataDir }) => {
    test.setTimeout(150_000);
    const question = `Can I get a certificate of employment? (${Date.now()})`;
    const answer = `Yes, it will be ready on Friday. (${Date.now()})`;

    await page.goto('/hr/messages');
    await expect(page.getByRole('heading', { name: 'Your conversation with HR' })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    // The offline reload needs the service worker and the thread in the saved query cache.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.waitForFunction(() => (window.localStorage.getItem('portal.query-cache') ?? '').includes('hr-message-thread'));

    await context.setOffline(true);
    await page.getByLabel('Your message').fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByLabel('Your message')).toHaveValue('');
    const waiting = page.getByRole('listitem').filter({ hasText: question });
    await expect(waiting).toContainText('Waiting to be sent');
    await page.reload();
    await expect(waiting).toContainText('Waiting to be sent', { timeout: 20_000 });
    await expectNoSidewaysScroll(page);
    await context.setOffline(false);
    await expect(waiting).not.toContainText('Waiting to be sent', { timeout: 30_000 });

    // The employee moves on; the reply will show in the navigation badge.
    await (await openNavigation(page)).getByRole('link', { name: 'HR documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'HR documents' })).toBeVisible();

    const hr = await pageAs('hr@demo.test');
    await hr.goto('/hr/messages');
    const inbox = hr.getByRole('navigation', { name: 'Conversations' });
    const thread = inbox.getByRole('button', { name: /Luc Thill/ });
    await expect(thread.getByLabel('1 unread')).toBeVisible({ timeout: 20_000 });
    await expect(inbox.getByRole('button').first()).toContainText('Luc Thill');
    await expect(await messagesLink(hr)).toHaveAccessibleName(/^Messages\s*[1-9]\d* unread$/);
    const closeNavigation = hr.getByRole('banner').getByRole('button', { name: 'Close navigation' });
    if (await closeNavigation.isVisible()) await closeNavigation.click();
    await expectNoAxeViolations(hr);
    await thread.click();
    // Sent exactly once, although it was written offline and the page reloaded.
    await expect(hr.getByText(question)).toHaveCount(1);
    // Opening the thread marks it read for HR.
    await expect(thread.getByLabel(/unread/)).toHaveCount(0, { timeout: 20_000 });
    await hr.getByLabel('Your message').fill(answer);
    await hr.getByRole('button', { name: 'Send' }).click();
    await expect(hr.getByText(answer)).toBeVisible();

    // HR was told by mail, with a link to the thread and no message text.
    const hrMails = async () => (await readOutbox(join(dataDir, 'outbox'))).filter((m) => m.to === 'hr@demo.test' && m.text.includes('wrote a new message'));
    await expect.poll(async () => (await hrMails()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const mail = (await hrMails()).at(-1)!;
    expect(mail.text).toMatch(/\/hr\/employees\/[\w-]+\/messages/);
    expect(mail.text).not.toContain(question);

    await hr.context().close();

    // The employee's badge picks the reply up without a reload (polling while visible); reading clears it.
    const employeeLink = await messagesLink(page);
    await expect(employeeLink).toHaveAccessibleName(/^Messages\s*1 unread$/, { timeout: 30_000 });
    await employeeLink.click();
    await expect(page.getByText(answer)).toBeVisible();
    await expect(await messagesLink(page)).toHaveAccessibleName('Messages', { timeout: 20_000 });
  });
});

test.describe('signing out with a message waiting', () => {
  // Signs out, so it signs in on its own (through the identity provider, not the magic-link budget);
  // the sign-out screen is opened offline, which the service worker serves.
  test.use({ user: undefined, serviceWorkers: 'allow' });

  test('asks first, and a message kept for the next sign-in is sent once after signing in again', async ({ page, context, pageAs }) => {
    test.setTimeout(150_000);
    const question = `Where is my parking badge? (${Date.now()}-${Math.random().toString(36).slice(2, 8)})`;
    const hr = await pageAs('hr@demo.test');
    await hr.goto('/hr/messages');
    const copiesOnServer = async () =>
      (await graphqlAs<{ hrMessages: { id: string }[] }>(hr, 'query($body: String!) { hrMessages(where: { body: { equals: $body } }) { id } }', { body: question })).hrMessages.length;

    await signInWithProvider(page, 'employee@demo.test');
    await page.goto('/hr/messages');
    await expect(page.getByRole('heading', { name: 'Your conversation with HR' })).toBeVisible({ timeout: 20_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    await context.setOffline(true);
    await page.getByLabel('Your message').fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: question })).toContainText('Waiting to be sent');

    await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsent messages' });
    await expect(prompt).toContainText('1 message has not been sent yet.');
    await expect(prompt).toContainText('It stays on this device for your next sign-in unless you discard it.');
    await expectNoAxeViolations(page);

    // The provider's sign-out page needs the network. The outbox does not run on the sign-out
    // screen, so being online there sends nothing: the message waits for the next sign-in.
    await context.setOffline(false);
    await prompt.getByRole('button', { name: 'Keep them and sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 20_000 });
    await expect(page.getByText('You are now signed-out')).toBeVisible();
    expect(await copiesOnServer()).toBe(0);

    await signInWithProvider(page, 'employee@demo.test');
    await page.goto('/hr/messages');
    await expect(page.getByRole('heading', { name: 'Your conversation with HR' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(copiesOnServer, { timeout: 30_000 }).toBe(1);
    // Shown once and as sent (for a moment the thread may show the API's copy beside the outbox's),
    // also after a reload: nothing is left in the outbox to send again.
    const copies = page.getByRole('listitem').filter({ hasText: question });
    const shownOnceAsSent = async () => {
      await expect(copies).toHaveCount(1, { timeout: 1000 });
      await expect(copies).not.toContainText('Waiting to be sent', { timeout: 1000 });
    };
    await expect(shownOnceAsSent).toPass({ timeout: 30_000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your conversation with HR' })).toBeVisible({ timeout: 20_000 });
    await expect(shownOnceAsSent).toPass({ timeout: 30_000 });
    expect(await copiesOnServer()).toBe(1);
  });
});

test('a PDF attachment is sent with a message, read in the viewer and downloaded from the thread; HTML in a message is shown as text', async ({ page }) => {
  const body = `<img src=x onerror="document.title='owned'"> <b>bold?</b> ${Date.now()}`;
  const fileName = `certificate-${Date.now()}.pdf`;
  await page.goto('/hr/messages');
  await page.getByLabel('Your message').fill(body);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(makePdf([`Certificate of employment ${fileName}`])) });
  await expect(page.getByText(`Attached: ${fileName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();

  const sent = page.getByRole('listitem').filter({ hasText: body });
  const link = sent.getByRole('link', { name: `Download ${fileName}` });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.title()).not.toBe('owned');
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe(fileName);
  // Read in the app's viewer like every other document (issue #44).
  await sent.getByRole('button', { name: `View ${fileName}` }).click();
  const viewer = page.getByRole('dialog', { name: fileName });
  await expect(viewer.getByRole('img', { name: 'Page 1 of 1' })).toHaveAttribute('data-rendered', 'true');
  await expect(viewer.getByText(`Certificate of employment ${fileName}`)).toBeAttached();
  await expectNoAxeViolations(page);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // A file that is not a PDF or an image is refused before anything is sent.
  const second = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await (await second).setFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await expect(page.getByRole('alert')).toContainText('Only PDF, JPEG or PNG files can be attached.');
});
