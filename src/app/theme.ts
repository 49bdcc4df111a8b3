import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Spec §9 tooltip delays: show after 200 ms; menus hide 400 ms after the pointer leaves. Plain
// objects rather than Tooltip.extend(): importing the components here would put them (and their
// positioning library) into the first-load bundle of every page.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  components: {
    Tooltip: { defaultProps: { openDelay: 200 } },
    // German compounds ("Personaldokumenttypen") are wider than a phone: headings break inside a
    // word, hyphenated in the page's language, rather than push the page sideways.
    Title: { styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } } },
    Menu: { defaultProps: { closeDelay: 400 } },
    // A dialog's title bar is a <header> in Mantine; inside role="dialog" axe (and screen readers)
    // take it for a second page banner. A plain div keeps the page's one banner.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A light alert's title takes its colour (green.9 on green.0 reads at 3.8:1, axe colour-contrast):
    // the body text's colour keeps every title at AA whatever the alert's colour.
    Alert: { styles: (_theme: unknown, props: { variant?: string }) => (props.variant === undefined || props.variant === 'light' ? { title: { color: 'var(--mantine-color-text)' } } : {}) },
  },
});

// Mantine's default "dimmed" grey (gray.6) reads at 3.3:1 on white; gray.7 passes WCAG AA.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's error red (red.6) reads at 3.3:1 on white. red.8 reaches 4.53:1, AA with nothing to
  // spare: in a dialog still fading in, over the overlay, it fell to 4.45 (axe colour-contrast).
  // red.9 reads at 5.6:1. (Texts and buttons that are red by choice use red.9 for the same reason.)
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
