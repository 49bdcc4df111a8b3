// Web Push on this device. Loaded on demand (the settings screen, sign-out): not part of any
// page's first load.
export { pushAvailability, type PushAvailability } from './device-push';
export { forgetPushHere, isPushOnHere, turnPushOff, turnPushOn } from './push-operations';
