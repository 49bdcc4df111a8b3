import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Spec §9 tooltip delays: show after 200 ms; menus hide 400 ms after the pointer leaves. Plain
// objects rather than Tooltip.extend(): importing the components here would put them (and their
// positioning library) into the first-load bundle of every page.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  components: {
    Tooltip: { defaultProps: { openDelay: 200 } },
    Menu: { defaultProps: { closeDelay: 400 } },
  },
});

// Mantine's default "dimmed" grey (gray.6) reads at 3.3:1 on white; gray.7 passes WCAG AA.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
