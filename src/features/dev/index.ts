export { ColorsDemoPage, DialogDemoPage, DrawerDemoPage } from './dev-pages';
export { onlyInDevelopment } from './only-in-development';
