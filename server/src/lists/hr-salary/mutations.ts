import { mayCreateSalaryDocuments } from '../../access/payroll';
import { requireScope } from '../../access/scope';
import type { SchemaModule } from '../../context';
import { hrSalaries } from '../../db/schema';
import { findOne } from '../../keystone/query';
import { lists } from '..';
import { auditAs } from '../../audit/record';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput, forbidden } from '../shared/errors';
import { connectOne } from '../shared/relate';
import { enqueueNotification } from '../../notifications';

export const hrSalaryMutations: SchemaModule = {
  typeDefs: /* GraphQL */ `
input HrSalaryCreateInput {
  date: CalendarDay
  type: HrSalaryTypeType
  employee: CompanyEmployeeRelateToOneForCreateInput
  attachment: FileFieldInput
  "Idempotency key chosen by the client: the same key from the same user returns the first item."
  uploadKey: String
}

extend type Mutation {
  createHrSalary(data: HrSalaryCreateInput!): HrSalary
}`,
  resolvers: {
    Mutation: {
      async createHrSalary(_, { data }, context) {
        const scope = requireScope(context);
        if (!mayCreateSalaryDocuments(scope)) throw forbidden('You do not have permission to upload salary documents');
        const { date, attachment } = data;
        if (!date) throw badInput('A date is required');
        if (!attachment) throw badInput('A PDF file is required');
        const employee = await connectOne(context, 'CompanyEmployee', data.employee, 'Employee');
        return createWithFiles({
          context,
          table: hrSalaries,
          uploadKey: data.uploadKey,
          files: [{ upload: attachment.upload, accept: ['pdf'] }],
          async insert(tx, [file]) {
            const [row] = await tx
              .insert(hrSalaries)
              .values({
                date,
                type: data.type ?? 'slip',
                employeeId: String(employee.id),
                ...fileColumns(file),
                createdById: scope.userId,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: hrSalaries.id });
            await auditAs(tx, context, { action: 'create', list: 'HrSalary', itemId: String(row?.id) });
            await enqueueNotification(context, tx, { kind: 'salaryDocumentCreated', salaryId: String(row?.id) });
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.HrSalary, context, id),
        });
      },
    },
  },
};
