import { expect, expectNoAxeViolations, graphqlAs, test } from './support';
import { uploadWaitingDocument } from './support/waiting-document';

// Documents read inside the app (issue #44 item 3), on a desktop screen and on a phone: the
// reviewer reads the inbox's documents in the viewer and decides there. Declining asks the reason
// the uploader will see, then the viewer shows the next document of the inbox, ready to decide.
// (Approving from the viewer: document-viewer.phone.spec.ts.)

test.use({ locale: 'en-US' });

test('a reviewer declines from the viewer with a reason and lands on the next document', async ({ pageAs }) => {
  const employee = await pageAs('employee@demo.test');
  await employee.goto('/dashboard');
  const run = Math.random().toString(36).slice(2, 8);
  const older = `payslip-request-${run}.pdf`;
  const newer = `residence-permit-${run}.pdf`;
  await uploadWaitingDocument(employee, older);
  await uploadWaitingDocument(employee, newer);

  const admin = await pageAs('admin@demo.test');
  await admin.goto('/documents-review?sort=newest');
  await expect(admin.getByRole('heading', { level: 1, name: 'Documents review' })).toBeVisible({ timeout: 20_000 });
  await admin.getByRole('button', { name: `View ${newer}` }).click();
  const viewer = admin.getByRole('dialog', { name: newer });
  await expect(viewer.getByRole('img', { name: 'Page 1 of 1' })).toHaveAttribute('data-rendered', 'true');
  // Newest first: the reviewer's place in the inbox, and who and what it is.
  await expect(viewer.getByText(/^Document 1 of \d+ Luc Thill · /)).toBeVisible();

  await viewer.getByRole('button', { name: `Decline ${newer}` }).click();
  const reason = admin.getByRole('dialog', { name: `Decline ${newer}` });
  await expect(reason.getByRole('button', { name: 'Decline', exact: true })).toBeDisabled();
  await reason.getByLabel('Reason the uploader will see').fill('The permit’s back side is missing.');
  await expectNoAxeViolations(admin);
  await reason.getByRole('button', { name: 'Decline', exact: true }).click();

  // The next document of the inbox, in the same viewer, with its own decisions.
  const next = admin.getByRole('dialog', { name: older });
  await expect(next.getByRole('img', { name: 'Page 1 of 1' })).toHaveAttribute('data-rendered', 'true');
  await expect(next.getByRole('button', { name: `Approve ${older}` })).toBeVisible();
  await expect(next.getByRole('button', { name: `Decline ${older}` })).toBeVisible();
  await expect(admin.getByRole('dialog', { name: newer })).toBeHidden();

  type Documents = { hrDocuments: { needsReview: boolean; declineReason: string | null; attachment: { filename: string } | null }[] };
  const { hrDocuments } = await graphqlAs<Documents>(admin, '{ hrDocuments { needsReview declineReason attachment { filename } } }');
  const byName = new Map(hrDocuments.map((d) => [d.attachment?.filename, d]));
  expect(byName.get(newer)).toMatchObject({ needsReview: false, declineReason: 'The permit’s back side is missing.' });
  expect(byName.get(older)).toMatchObject({ needsReview: true });
});
