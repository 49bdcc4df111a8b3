// Language helpers; code on the first-load path imports './language' directly so that dayjs (in
// './dates') loads only with the pages that show dates.
export { activateLanguage, activeLanguage, adoptUserLanguage, initialLanguage, LANGUAGE_NAMES, savedLanguage, saveLanguage } from './language';
export { DATE_FORMATS, formatDate, type DateFormat } from './dates';
