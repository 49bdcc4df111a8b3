// Button props that let long labels (German, Portuguese) wrap on narrow phones instead of being
// cut off.
export const WRAPPING = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;
