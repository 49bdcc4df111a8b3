import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { graphql } from '@/gql';
import type { UploadRecord } from './types';
import type { GraphqlOperation } from './multipart';

// The create mutation for each kind of staged file (contract.md), with the record's uploadKey so a
// retry after a lost answer returns the item created the first time instead of a second one; and
// the request that carries several files, one aliased create each (`uploadRequest`).

/** `inputType`: the type of the mutation's `data` argument, for a request that carries several files. */
export type UploadOperation = { operation: GraphqlOperation; filePath: string; resultField: string; inputType: string };

/** One request: its operation, each file's variable path (in the records' order) and the answer's key for each. */
export type UploadRequest = { operation: GraphqlOperation; filePaths: string[]; resultKeys: string[] };

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
const CreateHrSalaryWorkflowDocumentUpload = graphql(`
  mutation CreateHrSalaryWorkflowDocumentUpload($data: HrSalaryWorkflowDocumentCreateInput!) {
    createHrSalaryWorkflowDocument(data: $data) {
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

/**
 * The operation text and its variables, type-checked against the document's generated variables.
 * The file goes in as null: the multipart encoder sends it as a file part at `filePath`.
 */
function operation<R, V extends Record<string, unknown>>(document: DocumentTypeDecoration<R, V>, operationName: string, variables: NullUploads<V>): GraphqlOperation {
  return { query: String(document), operationName, variables };
}

/** Codegen types the Upload scalar as File; in the JSON part of the request it is null. */
type NullUploads<T> = T extends File ? null : T extends readonly (infer E)[] ? NullUploads<E>[] : T extends object ? { [K in keyof T]: NullUploads<T[K]> } : T;

const connect = (id: string | null) => ({ connect: { id } });

export function uploadOperation(record: UploadRecord): UploadOperation {
  const uploadKey = record.uploadKey;
  switch (record.kind) {
    case 'salary': {
      const { type, date, employee, sourceFileName } = record.data;
      return {
        inputType: 'HrSalaryCreateInput',
        resultField: 'createHrSalary',
        filePath: 'data.attachment.upload',
        operation: operation(CreateHrSalaryUpload, 'CreateHrSalaryUpload', {
          data: { attachment: { upload: null }, date, type, employee: connect(employee), uploadKey, ...(sourceFileName ? { sourceFileName } : {}) },
        }),
      };
    }
    case 'salaryControl': {
      const { company, date, feedbackFg } = record.data;
      return {
        inputType: 'HrSalaryWorkflowCreateInput',
        resultField: 'createHrSalaryWorkflow',
        filePath: 'data.documents.create.0.document.upload',
        operation: operation(CreateHrSalaryWorkflowUpload, 'CreateHrSalaryWorkflowUpload', {
          data: { company: connect(company), date, documents: { create: [{ document: { upload: null }, feedbackFg: feedbackFg ?? '' }] }, uploadKey },
        }),
      };
    }
    case 'salaryControlDocument': {
      // A document added to a workflow, or the corrected version of one (`replaces`).
      const { workflow, replaces, feedbackFg } = record.data;
      return {
        inputType: 'HrSalaryWorkflowDocumentCreateInput',
        resultField: 'createHrSalaryWorkflowDocument',
        filePath: 'data.document.upload',
        operation: operation(CreateHrSalaryWorkflowDocumentUpload, 'CreateHrSalaryWorkflowDocumentUpload', {
          data: { workflow: connect(workflow), ...(replaces ? { replaces: connect(replaces) } : {}), document: { upload: null }, feedbackFg: feedbackFg ?? '', uploadKey },
        }),
      };
    }
    case 'accounting': {
      const { company, date, type, tag } = record.data;
      // The API refused it as an invoice already in the company (DUPLICATE_INVOICE) and the user chose "Send anyway".
      const allowDuplicate = record.duplicateConfirmed ? { allowDuplicate: true } : {};
      return {
        inputType: 'AccountingDocumentCreateInput',
        resultField: 'createAccountingDocument',
        filePath: 'data.attachment.upload',
        operation: operation(CreateAccountingDocumentUpload, 'CreateAccountingDocumentUpload', {
          data: { attachment: { upload: null }, type, date, tag, company: connect(company), uploadKey, ...allowDuplicate },
        }),
      };
    }
    case 'hrDocument': {
      const { type, employee, expirationDate, replaces } = record.data;
      return {
        inputType: 'HrDocumentCreateInput',
        resultField: 'createHrDocument',
        filePath: 'data.attachment.upload',
        operation: operation(CreateHrDocumentUpload, 'CreateHrDocumentUpload', {
          data: { attachment: { upload: null }, expirationDate: expirationDate || null, employee: connect(employee), type: connect(type), uploadKey, ...(replaces ? { replaces: connect(replaces) } : {}) },
        }),
      };
    }
  }
}

/**
 * One request for `records`: a single file goes with its kind's own document; several go as one
 * mutation with an aliased create per file (`f0`, `f1`…, each with its own `data` variable), which
 * GraphQL runs one after another, each answered (or refused) on its own. Sending small files
 * together saves each of them a request's work in the browser and at the server (bench:uploads,
 * docs/decisions/uploads.md).
 */
export function uploadRequest(records: readonly UploadRecord[]): UploadRequest {
  const single = records.length === 1 ? uploadOperation(records[0]!) : null;
  if (single) return { operation: single.operation, filePaths: [`variables.${single.filePath}`], resultKeys: [single.resultField] };
  const parts = records.map((record, i) => ({ ...uploadOperation(record), alias: `f${i}` }));
  const declarations = parts.map(({ alias, inputType }) => `$${alias}: ${inputType}!`).join(', ');
  const fields = parts.map(({ alias, resultField }) => `${alias}: ${resultField}(data: $${alias}) { id }`).join(' ');
  return {
    operation: {
      query: `mutation UploadFiles(${declarations}) { ${fields} }`,
      operationName: 'UploadFiles',
      variables: Object.fromEntries(parts.map(({ alias, operation }) => [alias, operation.variables.data])),
    },
    // Each kind's file path starts at its `data` variable.
    filePaths: parts.map(({ alias, filePath }) => `variables.${alias}${filePath.slice('data'.length)}`),
    resultKeys: parts.map(({ alias }) => alias),
  };
}
