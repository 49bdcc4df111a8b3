import { isEmployeeCode } from '../../../../src/domain/employees';
import { runWrite } from '../../access/run-write';
import type { SchemaModule } from '../../schema/schema-module';
import { companyEmployees } from '../../db/schema';
import { answerLanguage, translate } from '../../i18n/translate';
import { requireSignedIn } from '../../keystone/query';
import { lists } from '..';
import { isUniqueViolation } from '../shared/errors';
import { createGraphQLError } from 'graphql-yoga';
import { connectOne } from '../shared/relate';
import { companyEmployeeWrites } from './access';
import { savedByName, updateHrProfile } from './update-hr-profile';

export const companyEmployeeMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input CompanyEmployeeCreateInput {
  name: String
  code: String
  jobDescription: String
  company: CompanyRelateToOneForCreateInput
}

"""
error is true when nothing was saved; message (in the caller's language) says why. Extensions
beyond Keystone: code (INVALID, STALE, FORBIDDEN) and, after a save, the profile's new version.
"""
type UpdateHrProfileResult {
  message: String
  error: Boolean!
  code: String
  version: Int
}

extend type Mutation {
  createCompanyEmployee(data: CompanyEmployeeCreateInput!): CompanyEmployee
  """
expectedVersion (optional, beyond Keystone): the profileVersion the edit started from. When another
save came in between, nothing is saved and the answer has code STALE.
"""
  updateHrProfile(id: ID!, data: JSON!, expectedVersion: Int): UpdateHrProfileResult!
}`,
  resolvers: {
    Mutation: {
      async createCompanyEmployee(_, { data }, context) {
        // Refusals in the caller's language (spec §8), with a reason the portal puts on the field
        // (src/features/employees/api/create-refusals.ts has the same English texts). createGraphQLError:
        // yoga's graphql copy, so the refusal is not masked.
        const language = answerLanguage(requireSignedIn(context).user.language, context.request.headers.get('accept-language'));
        const refuse = (reason: string, english: string) =>
          createGraphQLError(translate(language, english), { extensions: { code: 'BAD_USER_INPUT', reason } });
        const name = (data.name ?? '').trim();
        if (!name || name.length > 200) throw refuse('NAME_REQUIRED', 'A name of at most 200 characters is required.');
        const code = data.code?.trim() || null;
        if (code && !isEmployeeCode(code)) throw refuse('INVALID_EMPLOYEE_CODE', 'The employee code must be 1 to 6 digits.');
        const jobDescription = data.jobDescription?.trim() ?? '';
        if (jobDescription.length > 200) throw refuse('JOB_DESCRIPTION_TOO_LONG', 'The job description must be at most 200 characters.');
        const company = await connectOne(context, 'Company', data.company, 'Company');
        const row = { name, code, jobDescription, companyId: String(company.id) };
        try {
          return await runWrite(context, lists, companyEmployeeWrites, { list: 'CompanyEmployee', operation: 'create', item: row, changes: row }, {
            action: 'create',
            write: async (tx) => {
              const [inserted] = await tx.insert(companyEmployees).values(row).returning({ id: companyEmployees.id });
              return String(inserted?.id);
            },
          });
        } catch (error) {
          // Codes are unique per company: a taken one is the caller's mistake, not a server error.
          if (isUniqueViolation(error)) throw refuse('DUPLICATE_EMPLOYEE_CODE', 'Another employee of this company has this code.');
          throw error;
        }
      },

      updateHrProfile: (_, args, context) => updateHrProfile(context, args),
    },
    ProfileVersion: {
      changedByName: (row, _, context) => (row.changedById ? savedByName(context, String(row.changedById)) : null),
    },
  },
};
