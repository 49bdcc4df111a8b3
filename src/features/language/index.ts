export { LanguageSelect } from './language-select';
export { changeLanguage, type LanguageChange } from './update-language';
