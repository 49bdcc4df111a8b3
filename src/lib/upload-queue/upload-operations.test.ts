import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../server/schema.graphql?raw';
import { uploadOperation, uploadRequest } from './upload-operations';
import type { UploadRecord } from './types';

const common = { uploadKey: 'k1', lockedFields: [] as string[], state: 'sending' };
const record = (kind: UploadRecord['kind'], data: UploadRecord['data']) => ({ ...common, kind, data }) as unknown as UploadRecord;

describe('create mutation per kind', () => {
  it('salary control creates a workflow with the file as its first document', () => {
    const { operation, filePath, resultField } = uploadOperation(record('salaryControl', { company: 'c1', date: '2025-11-01', feedbackFg: 'note' }));
    expect(resultField).toBe('createHrSalaryWorkflow');
    expect(operation.query).toContain('createHrSalaryWorkflow(data: $data)');
    expect(filePath).toBe('data.documents.create.0.document.upload');
    expect(operation.variables).toEqual({
      data: { company: { connect: { id: 'c1' } }, date: '2025-11-01', documents: { create: [{ document: { upload: null }, feedbackFg: 'note' }] }, uploadKey: 'k1' },
    });
  });

  it('a salary-control document joins its workflow, as the next version of the one it replaces', () => {
    const correction = uploadOperation(record('salaryControlDocument', { workflow: 'w1', replaces: 'd1', feedbackFg: 'fixed' }));
    expect(correction.resultField).toBe('createHrSalaryWorkflowDocument');
    expect(correction.filePath).toBe('data.document.upload');
    expect(correction.operation.variables).toEqual({
      data: { workflow: { connect: { id: 'w1' } }, replaces: { connect: { id: 'd1' } }, document: { upload: null }, feedbackFg: 'fixed', uploadKey: 'k1' },
    });
    const added = uploadOperation(record('salaryControlDocument', { workflow: 'w1', replaces: null, feedbackFg: null }));
    expect(added.operation.variables).toEqual({ data: { workflow: { connect: { id: 'w1' } }, document: { upload: null }, feedbackFg: '', uploadKey: 'k1' } });
  });

  it('a salary slip cut from a payroll sends the payroll file name; one uploaded on its own sends none', () => {
    const cut = uploadOperation(record('salary', { type: 'slip', date: '2025-11-01', employee: 'e1', sourceFileName: 'Paie_11_2025.pdf' }));
    expect(cut.operation.variables).toEqual({
      data: { attachment: { upload: null }, date: '2025-11-01', type: 'slip', employee: { connect: { id: 'e1' } }, uploadKey: 'k1', sourceFileName: 'Paie_11_2025.pdf' },
    });
    const own = uploadOperation(record('salary', { type: 'slip', date: '2025-11-01', employee: 'e1' }));
    expect(own.operation.variables.data).not.toHaveProperty('sourceFileName');
  });

  it('accounting sends company, date, type and tag', () => {
    const { operation } = uploadOperation(record('accounting', { company: 'c1', date: '2025-11-03', type: 'receipt', tag: 'Q4' }));
    expect(operation.query).toContain('createAccountingDocument(data: $data)');
    expect(operation.variables).toEqual({
      data: { attachment: { upload: null }, type: 'receipt', date: '2025-11-03', tag: 'Q4', company: { connect: { id: 'c1' } }, uploadKey: 'k1' },
    });
  });

  it('HR documents send type and employee, and no expiry when none is given', () => {
    const { operation } = uploadOperation(record('hrDocument', { type: 't1', employee: 'e1', expirationDate: '', replaces: null }));
    expect(operation.query).toContain('createHrDocument(data: $data)');
    expect(operation.variables).toEqual({
      data: { attachment: { upload: null }, expirationDate: null, employee: { connect: { id: 'e1' } }, type: { connect: { id: 't1' } }, uploadKey: 'k1' },
    });
  });
});

describe('one request for several files', () => {
  const records = [
    record('salary', { type: 'slip', date: '2025-11-01', employee: 'e1' }),
    record('salaryControl', { company: 'c1', date: '2025-11-01', feedbackFg: null }),
    record('salaryControlDocument', { workflow: 'w1', replaces: 'd1', feedbackFg: 'fixed' }),
    record('accounting', { company: 'c1', date: '2025-11-03', type: 'receipt', tag: 'Q4' }),
    record('hrDocument', { type: 't1', employee: 'e1', expirationDate: '', replaces: null }),
  ];

  it('is a valid mutation of the API schema, one aliased create per file, each file at its own variable', () => {
    const { operation, filePaths, resultKeys } = uploadRequest(records);
    const schema = buildSchema(schemaText);
    expect(validate(schema, parse(operation.query))).toEqual([]);
    expect(resultKeys).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
    expect(filePaths).toEqual([
      'variables.f0.attachment.upload',
      'variables.f1.documents.create.0.document.upload',
      'variables.f2.document.upload',
      'variables.f3.attachment.upload',
      'variables.f4.attachment.upload',
    ]);
    // Each file's variables are its kind's own `data`, uploadKey included.
    records.forEach((r, i) => expect(operation.variables[`f${i}`]).toEqual(uploadOperation(r).operation.variables.data));
  });

  it('is the kind’s own document for a single file', () => {
    const single = uploadOperation(records[0]!);
    expect(uploadRequest([records[0]!])).toEqual({ operation: single.operation, filePaths: ['variables.data.attachment.upload'], resultKeys: ['createHrSalary'] });
  });
});
