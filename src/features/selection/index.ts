export { SelectionBar } from './selection-bar';
