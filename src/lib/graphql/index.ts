export { configureGraphQL, gqlRequest, GRAPHQL_ENDPOINT, type GraphQLHooks } from './client';
export { errorMessage, isBlockedWhileImpersonating, isForbidden, isNetworkError, isUnauthenticated, MaintenanceError } from './errors';
export { EmployeeRoleFlagsFragment, UserAccountFragment, UserEmploymentFragment, UserRoleFlagsFragment, userSearchWhere } from './user-fields';
