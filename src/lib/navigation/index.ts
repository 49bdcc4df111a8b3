export { ONLY_ON_ITS_OWN_PAGE } from './current-page';
export { enterMaintenance, isInMaintenance, leaveMaintenance } from './maintenance';
export { clearPreviousRoute, previousRoute, rememberPreviousRoute, takePreviousRoute } from './previous-route';
export { MAX_PAGE, NEW_ITEM, parseId, parseIdOrNew, parseListName, parseMagicLink, parseOptionalId, parsePage, parseSilently, strictSearch } from './route-params';
