import { useLingui } from '@lingui/react/macro';
import { Modal, type ModalProps } from '@mantine/core';

/**
 * The portal's modal dialog: Mantine's Modal whose close button always has an accessible name.
 * Mantine's own has none, and axe fails any page that shows one, also while a dialog is fading
 * out after its action (which is when a journey checks the page that follows).
 */
export function Dialog({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useLingui();
  return <Modal {...props} closeButtonProps={{ 'aria-label': t`Close`, ...closeButtonProps }} />;
}
