import { print } from 'graphql';
import { graphql } from '@/gql';
import type { UploadRecord } from './types';
import type { GraphqlOperation } from './multipart';

// The create mutation for each kind of staged file (contract.md), with the record's uploadKey so a
// retry after a lost answer returns the item created the first time instead of a second one.

export type UploadOperation = { operation: GraphqlOperation; filePath: string; resultField: string };

// Typed documents so codegen checks them against the committed SDL; the multipart body needs their text.
const CreateHrSalaryUpload = graphql(`
  mutation CreateHrSalaryUpload($data: HrSalaryCreateInput!) {
    createHrSalary(data: $data) {
      id
    }
  }
`);
const CreateHrSalaryWorkflowUpload = graphql(`
  mutation CreateHrSalaryWorkflowUpload($data: HrSalaryWorkflowCreateInput!) {
    createHrSalaryWorkflow(data: $data) {
      id
    }
  }
`);
const CreateAccountingDocumentUpload = graphql(`
  mutation CreateAccountingDocumentUpload($data: AccountingDocumentCreateInput!) {
    createAccountingDocument(data: $data) {
      id
    }
  }
`);
const CreateHrDocumentUpload = graphql(`
  mutation CreateHrDocumentUpload($data: HrDocumentCreateInput!) {
    createHrDocument(data: $data) {
      id
    }
  }
`);

const QUERIES = {
  salary: print(CreateHrSalaryUpload),
  salaryControl: print(CreateHrSalaryWorkflowUpload),
  accounting: print(CreateAccountingDocumentUpload),
  hrDocument: print(CreateHrDocumentUpload),
};

const connect = (id: string | null) => ({ connect: { id } });

export function uploadOperation(record: UploadRecord): UploadOperation {
  const uploadKey = record.uploadKey;
  switch (record.kind) {
    case 'salary': {
      const { type, date, employee } = record.data;
      return {
        resultField: 'createHrSalary',
        filePath: 'data.attachment.upload',
        operation: {
          operationName: 'CreateHrSalaryUpload',
          query: QUERIES.salary,
          variables: { data: { attachment: { upload: null }, date, type, employee: connect(employee), uploadKey } },
        },
      };
    }
    case 'salaryControl': {
      const { company, date, feedbackFg } = record.data;
      return {
        resultField: 'createHrSalaryWorkflow',
        filePath: 'data.documents.create.0.document.upload',
        operation: {
          operationName: 'CreateHrSalaryWorkflowUpload',
          query: QUERIES.salaryControl,
          variables: {
            data: {
              company: connect(company),
              date,
              documents: { create: [{ document: { upload: null }, feedbackFg: feedbackFg ?? '' }] },
              uploadKey,
            },
          },
        },
      };
    }
    case 'accounting': {
      const { company, date, type, tag } = record.data;
      return {
        resultField: 'createAccountingDocument',
        filePath: 'data.attachment.upload',
        operation: {
          operationName: 'CreateAccountingDocumentUpload',
          query: QUERIES.accounting,
          variables: { data: { attachment: { upload: null }, type, date, tag, company: connect(company), uploadKey } },
        },
      };
    }
    case 'hrDocument': {
      const { type, employee, expirationDate } = record.data;
      return {
        resultField: 'createHrDocument',
        filePath: 'data.attachment.upload',
        operation: {
          operationName: 'CreateHrDocumentUpload',
          query: QUERIES.hrDocument,
          variables: {
            data: {
              attachment: { upload: null },
              expirationDate: expirationDate || null,
              employee: connect(employee),
              type: connect(type),
              uploadKey,
            },
          },
        },
      };
    }
  }
}
