export { HrDocumentsPage, HrMessagesPage, HrProfilePage, HrSalariesPage } from './hr-pages';
