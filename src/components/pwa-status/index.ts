export { OfflineIndicator } from './offline-indicator';
export { UpdatePrompt } from './update-prompt';
