import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { hrSalaries } from '../../db/schema';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { hrSalaryWrites } from './access';
import { checkSourceFileName } from './source-file-name';

export const hrSalaryMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input HrSalaryCreateInput {
  date: CalendarDay
  type: HrSalaryTypeType
  employee: CompanyEmployeeRelateToOneForCreateInput
  attachment: FileFieldInput
  "Idempotency key chosen by the client: the same key from the same user returns the first item."
  uploadKey: String
  "The file this slip was cut from (a whole payroll split per employee): recorded in the create's audit entry. At most 255 characters, no control characters."
  sourceFileName: String
}

extend type Mutation {
  createHrSalary(data: HrSalaryCreateInput!): HrSalary
}`,
  resolvers: {
    Mutation: {
      async createHrSalary(_, { data }, context) {
        const scope = requireScope(context);
        const { date, attachment } = data;
        if (!date) throw badInput('A date is required');
        if (!attachment) throw badInput('A PDF file is required');
        const employee = await connectOne(context, 'CompanyEmployee', data.employee, 'Employee');
        const input = { date, type: data.type ?? 'slip', employeeId: String(employee.id), uploadKey: data.uploadKey ?? null };
        return createWithFiles({
          context,
          list: 'HrSalary',
          rules: hrSalaryWrites,
          input,
          table: hrSalaries,
          uploadKey: data.uploadKey,
          checkInput: () => checkSourceFileName(data.sourceFileName),
          // Only in the audit entry: the slip itself is named by the salary file-name rule.
          details: data.sourceFileName ? { sourceFileName: data.sourceFileName } : undefined,
          files: [{ upload: attachment.upload, accept: ['pdf'] }],
          async insert(tx, [file]) {
            const [inserted] = await tx
              .insert(hrSalaries)
              .values({ ...input, createdById: scope.userId, ...fileColumns(file) })
              .returning({ id: hrSalaries.id });
            return String(inserted?.id);
          },
          notify: (salaryId) => [{ kind: 'salaryDocumentCreated', salaryId }],
        });
      },
    },
  },
};
