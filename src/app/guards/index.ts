export { explainsFailedCheck, homeBeforeLoad } from './home';
export { requireAuthentication } from './require-authentication';
export { currentAccess, requireRight } from './require-right';
export { routeRules, type RouteRule } from './route-rules';
