export { activateLanguage, activeLanguage, adoptUserLanguage, initialLanguage, LANGUAGE_NAMES, savedLanguage, saveLanguage } from './language';
export { DATE_FORMATS, formatDate, type DateFormat } from './dates';
