import touch from './touch.module.css';

// Class names that give the inbox's controls a 44 px touch target on phones (style.md rule 11).
export default touch;

/** For a Mantine Checkbox's `classNames`: a 44 px input over the usual 24 px box. */
export const touchCheckbox = { inner: touch.checkboxInner, input: touch.checkboxInput, icon: touch.checkboxIcon };
