export { AppLayout } from './app-layout';
export { mobileNav, useMobileNavOpen } from './mobile-nav';
export { navSections, type NavItem, type NavSection } from './nav-items';
