export { ColorsDemoPage, DialogDemoPage, DrawerDemoPage } from './dev-pages';
