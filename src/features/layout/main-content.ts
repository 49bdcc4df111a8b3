// The page's content landmark: the skip link's target, and where the focus goes after a link of the
// phone's navigation panel is chosen (the panel closes, and the link the focus was on is hidden).

export const MAIN_CONTENT_ID = 'main-content';

export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
