export { enterMaintenance, isInMaintenance, leaveMaintenance } from './maintenance';
export { clearPreviousRoute, previousRoute, rememberPreviousRoute, takePreviousRoute } from './previous-route';
