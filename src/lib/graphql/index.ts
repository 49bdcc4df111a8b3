export { configureGraphQL, gqlRequest, GRAPHQL_ENDPOINT, type GraphQLHooks } from './client';
export { errorMessage, isBlockedWhileImpersonating, isNetworkError, isUnauthenticated, MaintenanceError } from './errors';
export { EmployeeRoleFlagsFragment, UserAccountFragment, UserEmploymentFragment, UserRoleFlagsFragment, userSearchWhere } from './user-fields';
