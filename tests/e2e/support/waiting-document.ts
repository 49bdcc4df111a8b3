import { expect, type Page } from '@playwright/test';
import { makePdf } from '../../../server/src/db/seed/pdf';
import { graphqlAs } from './api';

/**
 * An HR document of the signed-in employee on `employee`, waiting for review, sent as the
 * employee's portal sends it (multipart): the review inbox then has something to show.
 */
export async function uploadWaitingDocument(employee: Page, filename: string): Promise<void> {
  type Setup = { me: { employees: { id: string }[] }; hrDocumentTypes: { id: string; expirationDateType: string }[] };
  const { me, hrDocumentTypes } = await graphqlAs<Setup>(employee, '{ me { employees { id } } hrDocumentTypes { id expirationDateType } }');
  const type = hrDocumentTypes.find((t) => t.expirationDateType !== 'required');
  const bytes = [...makePdf([`Viewer review ${filename}`])];
  const status = await employee.evaluate(
    async ({ employeeId, typeId, filename, bytes }) => {
      const token = (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string }).accessToken ?? '';
      const form = new FormData();
      const data = { employee: { connect: { id: employeeId } }, type: { connect: { id: typeId } }, attachment: { upload: null }, uploadKey: crypto.randomUUID() };
      form.append('operations', JSON.stringify({ query: 'mutation ($data: HrDocumentCreateInput!) { createHrDocument(data: $data) { id } }', variables: { data } }));
      form.append('map', JSON.stringify({ 0: ['variables.data.attachment.upload'] }));
      form.append('0', new File([new Uint8Array(bytes)], filename, { type: 'application/pdf' }));
      const response = await fetch('/api/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
      const answer = (await response.json()) as { errors?: unknown[] };
      return answer.errors ? JSON.stringify(answer.errors) : 'created';
    },
    { employeeId: me.employees[0]?.id ?? '', typeId: type?.id ?? '', filename, bytes },
  );
  expect(status).toBe('created');
}
