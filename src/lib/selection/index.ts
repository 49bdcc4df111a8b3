export { chooseEmployee, readSelection, selectCompany, subscribeSelection, useSelectionState, type SelectionState } from './selection-store';
