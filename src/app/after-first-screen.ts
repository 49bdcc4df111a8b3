/**
 * What the first screen does not need, fetched once it has been painted and the browser is idle
 * (within a second at most): Mantine's full stylesheet (the first paint waits only for
 * src/app/first-paint.css) and the service worker, whose installation downloads the whole app for
 * offline use and would otherwise compete with the first screen's own requests. Call it right
 * after rendering.
 */
export function loadAfterFirstScreen(): void {
  const load = () => {
    void import('@mantine/core/styles.layer.css');
    // Imported by its own path: the pwa barrel is part of the first load (the update prompt uses it).
    void import('@/lib/pwa/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 1_000 });
    else setTimeout(load, 0);
  };
  // Two animation frames: the render started just before is in the first, which the browser has
  // shown by the second. An idle callback alone ran before that and made the first screen share the
  // network with a 30 KB stylesheet. (A tab opened in the background gets them once it is shown.)
  requestAnimationFrame(() => requestAnimationFrame(whenIdle));
}
