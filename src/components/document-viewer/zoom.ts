// Zoom of the viewer, relative to the page fitted to the viewer's width (1). Buttons and keys step
// through fixed levels; a pinch may land anywhere between the smallest and the largest.

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 4;
export const ZOOM_LEVELS: readonly number[] = [MIN_ZOOM, 0.75, 1, 1.25, 1.5, 2, 3, MAX_ZOOM];

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next level up from `zoom`, or the largest. */
export function zoomIn(zoom: number): number {
  return ZOOM_LEVELS.find((level) => level > zoom + 1e-6) ?? MAX_ZOOM;
}

/** The next level down from `zoom`, or the smallest. */
export function zoomOut(zoom: number): number {
  return [...ZOOM_LEVELS].reverse().find((level) => level < zoom - 1e-6) ?? MIN_ZOOM;
}

/** What a key pressed in the viewer does to the zoom, or null when the key is not a zoom key. */
export function zoomForKey(key: string, zoom: number): number | null {
  if (key === '+' || key === '=') return zoomIn(zoom);
  if (key === '-' || key === '_') return zoomOut(zoom);
  if (key === '0') return 1;
  return null;
}
