export { configureGraphQL, gqlRequest, GRAPHQL_ENDPOINT, type GraphQLHooks } from './client';
export { errorMessage, isNetworkError, isUnauthenticated, MaintenanceError } from './errors';
