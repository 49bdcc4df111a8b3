import { type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { lists } from '../lists';
import { selectedColumns } from './selected-columns';

/** The parts of a resolver's info that selectedColumns reads, for the first field of `query`. */
function infoOf(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((f) => [f.name.value, f]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

describe('selectedColumns', () => {
  it('reads the id and the columns of the fields asked for, relations by their key, fragments included', () => {
    const info = infoOf('{ companyEmployees { name code ...more ... on CompanyEmployee { isArchived } } } fragment more on CompanyEmployee { company { id } }');
    expect(selectedColumns(lists.CompanyEmployee, info)?.sort()).toEqual(['code', 'companyId', 'id', 'isArchived', 'name']);
  });

  it('reads what a computed field declares it reads, and a file its stored-file columns', () => {
    expect(selectedColumns(lists.CompanyEmployee, infoOf('{ companyEmployees { letter role { canAccessFinance } } }'))?.sort()).toEqual(
      ['canAccessCompanyCodes', 'canAccessCompanyContacts', 'canAccessFinance', 'canAccessSalaryWorkflow', 'canAccessTaxation', 'canManageHumanResources', 'id', 'name'].sort(),
    );
    expect(selectedColumns(lists.HrSalary, infoOf('{ hrSalaries { attachment { url } } }'))?.sort()).toEqual(['employeeId', 'fileKey', 'filename', 'filesize', 'id', 'sha256']);
  });

  it('answers each selection of one list for itself (a table’s columns are looked up once)', () => {
    expect(selectedColumns(lists.CompanyEmployee, infoOf('{ companyEmployees { name } }'))?.sort()).toEqual(['id', 'name']);
    expect(selectedColumns(lists.CompanyEmployee, infoOf('{ companyEmployees { code company { id } } }'))?.sort()).toEqual(['code', 'companyId', 'id']);
    expect(selectedColumns(lists.HrSalary, infoOf('{ hrSalaries { date type } }'))?.sort()).toEqual(['date', 'id', 'type']);
    expect(selectedColumns(lists.CompanyEmployee, infoOf('{ companyEmployees { name } }'))?.sort()).toEqual(['id', 'name']);
  });

  it('reads every column for a computed field that does not say what it reads', () => {
    expect(selectedColumns(lists.CompanyEmployee, infoOf('{ companyEmployees { name profileHistory { version } } }'))).toBeNull();
    expect(selectedColumns(lists.Company, infoOf('{ companies { taxId } }'))).toBeNull();
  });
});
