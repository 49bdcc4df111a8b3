import type { SchemaModule } from '../../context';
import { hrSalaries } from '../../db/schema';
import { findOne, requireSignedIn } from '../../keystone/query';
import { lists } from '..';
import { createWithFiles, fileColumns } from '../shared/create-with-files';
import { badInput, forbidden } from '../shared/errors';
import { connectOne, type RelateToOne } from '../shared/relate';
import { recordCreate } from '../shared/audit-create';

interface HrSalaryCreateInput {
  date?: string | null;
  type?: string | null;
  employee?: RelateToOne | null;
  attachment?: { upload: Promise<File> | File } | null;
  uploadKey?: string | null;
}

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
      async createHrSalary(_: unknown, { data }: { data: HrSalaryCreateInput }, context) {
        requireSignedIn(context);
        // Salary documents are created by the fiduciary's payroll staff only (hrSalaryAccess).
        if (!context.scope?.provider.humanResources) throw forbidden('You do not have permission to upload salary documents');
        if (!data.date) throw badInput('A date is required');
        if (!data.attachment) throw badInput('A PDF file is required');
        const employee = await connectOne(context, 'CompanyEmployee', data.employee, 'Employee');
        const attachment = data.attachment;
        return createWithFiles({
          context,
          table: hrSalaries,
          uploadKey: data.uploadKey,
          files: [{ upload: attachment.upload, accept: ['pdf'] }],
          async insert(tx, [file]) {
            const [row] = await tx
              .insert(hrSalaries)
              .values({
                date: data.date as string,
                type: data.type ?? 'slip',
                employeeId: String(employee.id),
                ...fileColumns(file),
                createdById: context.principal?.user.id,
                uploadKey: data.uploadKey ?? null,
              })
              .returning({ id: hrSalaries.id });
            await recordCreate(tx, context, 'HrSalary', String(row?.id));
            return String(row?.id);
          },
          read: (id) => findOne(lists, lists.HrSalary, context, id),
        });
      },
    },
  },
};
