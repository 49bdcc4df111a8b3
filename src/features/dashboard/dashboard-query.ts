import type { Access, Me } from '@/lib/session';
import { countsInput, dashboardCards } from './dashboard-cards';
import { dashboardCountsQueryOptions } from './dashboard-counts-query';

/**
 * The dashboard's counts for this user and selection: the one factory the route's loader ensures
 * and the page reads, so both always mean the same request.
 */
export function dashboardQueryOptions(me: Me, access: Access) {
  return dashboardCountsQueryOptions(countsInput(dashboardCards(me, access), access));
}
