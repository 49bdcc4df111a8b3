import { eq } from 'drizzle-orm';
import { validateHrProfile } from '../../../../src/domain/hr-profile';
import { mayAddEmployeeTo, mayEditProfile } from '../../access/employees';
import { requireScope } from '../../access/scope';
import type { SchemaModule } from '../../context';
import { companyEmployees, profileVersions } from '../../db/schema';
import { findOne, requireSignedIn } from '../../keystone/query';
import { lists } from '..';
import { recordCreate } from '../shared/audit-create';
import { badInput, forbidden, notFound } from '../shared/errors';
import { connectOne } from '../shared/relate';

export const companyEmployeeMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input CompanyEmployeeCreateInput {
  name: String
  code: String
  jobDescription: String
  company: CompanyRelateToOneForCreateInput
}

type UpdateHrProfileResult {
  message: String
  error: Boolean!
}

extend type Mutation {
  createCompanyEmployee(data: CompanyEmployeeCreateInput!): CompanyEmployee
  updateHrProfile(id: ID!, data: JSON!): UpdateHrProfileResult!
}`,
  resolvers: {
    Mutation: {
      async createCompanyEmployee(_, { data }, context) {
        const scope = requireScope(context);
        const name = (data.name ?? '').trim();
        if (!name) throw badInput('A name is required');
        if (name.length > 200) throw badInput('The name must be at most 200 characters');
        const code = data.code?.trim() || null;
        if (code && !/^\d{1,6}(-\d+)?$/.test(code)) throw badInput('The employee code must be 1 to 6 digits');
        const company = await connectOne(context, 'Company', data.company, 'Company');
        if (!mayAddEmployeeTo(scope, String(company.id))) throw forbidden('You do not have permission to add employees to this company');
        const id = await context.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(companyEmployees)
            .values({ name, code, jobDescription: data.jobDescription?.trim() ?? '', companyId: String(company.id) })
            .returning({ id: companyEmployees.id });
          await recordCreate(tx, context, 'CompanyEmployee', String(row?.id));
          return String(row?.id);
        });
        return findOne(lists, lists.CompanyEmployee, context, id);
      },

      async updateHrProfile(_, { id, data }, context) {
        const principal = requireSignedIn(context);
        const scope = requireScope(context);
        const employee = await findOne(lists, lists.CompanyEmployee, context, id);
        if (!employee) throw notFound('Employee');
        if (!mayEditProfile(scope, employee)) throw forbidden('You do not have permission to edit this profile');
        const result = validateHrProfile(data);
        // A bad value saves nothing and says which field is wrong; the portal translates the code.
        if (!result.ok) return { error: true, message: result.errors.map((e) => `${e.path}: ${e.code}`).join('; ') };
        await context.db.transaction(async (tx) => {
          // History holds every saved version with who saved it; the first save also keeps the
          // version it replaces, so nothing entered before the history began is lost.
          const [earlier] = await tx.select({ id: profileVersions.id }).from(profileVersions).where(eq(profileVersions.employeeId, id)).limit(1);
          // One clock for both rows (the database's now() is the transaction start), so the order holds.
          const at = new Date();
          if (!earlier) await tx.insert(profileVersions).values({ employeeId: id, data: employee.profileData as Record<string, unknown>, changedById: null, createdAt: new Date(at.getTime() - 1) });
          await tx.insert(profileVersions).values({ employeeId: id, data: result.value as Record<string, unknown>, changedById: principal.actor.id, createdAt: at });
          await tx.update(companyEmployees).set({ profileData: result.value as Record<string, unknown> }).where(eq(companyEmployees.id, id));
          await recordCreate(tx, context, 'CompanyEmployee', id, 'updateHrProfile');
        });
        return { error: false, message: 'Profile saved' };
      },
    },
  },
};
