import { afterEach, beforeEach, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { createTestServices, insertUser, type TestServices } from '../testing/test-services';
import { recordAudit } from './record';

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

it('stores who acted, on whose behalf, and what', async () => {
  const staff = await insertUser(services, { email: 'staff@demo.test' });
  const client = await insertUser(services, { email: 'client@demo.test' });
  await recordAudit(services.db, { actorId: staff.id, onBehalfOfId: client.id, action: 'impersonation.start', list: 'User', itemId: client.id, details: { reason: 'support' } });
  await recordAudit(services.db, { actorId: staff.id, onBehalfOfId: null, action: 'signout' });
  const rows = await services.db.select().from(auditEvents).orderBy(auditEvents.at);
  expect(rows.map(({ actorId, onBehalfOfId, action, list, itemId, details }) => ({ actorId, onBehalfOfId, action, list, itemId, details }))).toEqual([
    { actorId: staff.id, onBehalfOfId: client.id, action: 'impersonation.start', list: 'User', itemId: client.id, details: { reason: 'support' } },
    { actorId: staff.id, onBehalfOfId: null, action: 'signout', list: '', itemId: '', details: {} },
  ]);
});
