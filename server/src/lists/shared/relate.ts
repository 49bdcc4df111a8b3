import type { GraphQLContext } from '../../context';
import { loadConnectTarget } from '../../access/write-target';
import type { ListKey, Row } from '../../keystone/types';
import { lists } from '..';
import type {
  CompanyEmployeeRelateToOneForCreateInput,
  CompanyRelateToOneForCreateInput,
  HrDocumentTypeRelateToOneForCreateInput,
  HrSalaryWorkflowDocumentRelateToOneForCreateInput,
  HrSalaryWorkflowRelateToOneForCreateInput,
  InputMaybe,
} from '../../schema/resolvers.gen';
import { badInput } from './errors';

/** The schema's `{ connect: { id } }` inputs (relateToOneInputs below); they share one shape. */
export type RelateToOne = InputMaybe<
  CompanyRelateToOneForCreateInput | CompanyEmployeeRelateToOneForCreateInput | HrDocumentTypeRelateToOneForCreateInput | HrSalaryWorkflowRelateToOneForCreateInput | HrSalaryWorkflowDocumentRelateToOneForCreateInput
>;

/**
 * `{ connect: { id } }` → the related row, read through that list's access (so nobody connects to what
 * they cannot see; an existing id out of reach is audit-logged).
 */
export async function connectOne(context: GraphQLContext, ref: ListKey, input: RelateToOne | undefined, label: string): Promise<Row> {
  const id = input?.connect?.id;
  if (!id) throw badInput(`${label} is required`);
  return loadConnectTarget(context, lists, ref, id, label);
}

export const relateToOneInputs = (refs: readonly ListKey[]) =>
  refs.map((ref) => `input ${ref}RelateToOneForCreateInput { connect: ${ref}WhereUniqueInput }`).join('\n');
