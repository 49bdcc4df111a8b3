// The Maintenance screen is shown only while the API answers 503; opened any other way it sends the
// user Home (spec §2).
let inMaintenance = false;

export function enterMaintenance(): void {
  inMaintenance = true;
}

export function leaveMaintenance(): void {
  inMaintenance = false;
}

export function isInMaintenance(): boolean {
  return inMaintenance;
}
