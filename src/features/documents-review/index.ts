// The documents-review feature (/documents-review): the inbox, its address rules and its queries.
export { DocumentsReviewPage } from './review-page';
export { parseReviewSearch, type ReviewSearch } from './review-search';
export { reviewFiltersQueryOptions } from './api/review-filters-query';
export { reviewInboxQueryOptions } from './review-inbox-query';
