import { createTheme, Menu, Tooltip, type CSSVariablesResolver } from '@mantine/core';

// Spec §9 tooltip delays: show after 200 ms; menus hide 400 ms after the pointer leaves.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  components: {
    Tooltip: Tooltip.extend({ defaultProps: { openDelay: 200 } }),
    Menu: Menu.extend({ defaultProps: { closeDelay: 400 } }),
  },
});

// Mantine's default "dimmed" grey (gray.6) reads at 3.3:1 on white; gray.7 passes WCAG AA.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
