import { useSyncExternalStore } from 'react';

// Spec §3 navigation state `mobileNavOpen`, with the open / close / toggle transitions of §4.
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === open) return;
  open = next;
  listeners.forEach((l) => l());
}

export const mobileNav = {
  isOpen: (): boolean => open,
  open: (): void => set(true),
  close: (): void => set(false),
  toggle: (): void => set(!open),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useMobileNavOpen(): boolean {
  return useSyncExternalStore(mobileNav.subscribe, mobileNav.isOpen, mobileNav.isOpen);
}
