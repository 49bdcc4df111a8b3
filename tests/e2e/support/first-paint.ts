/**
 * How long a screen that loads its data may take to draw after a navigation. On a CI machine four
 * times slower than usual, hr@'s dashboard and admin's /salary-control took 15 s; the default
 * expect timeout (10 s) is for what happens on a screen already drawn.
 */
export const FIRST_PAINT = { timeout: 20_000 };
