export { readProfileDraft, removeProfileDraft, removeProfileDraftsOf, writeProfileDraft, type ProfileDraft } from './profile-drafts';
