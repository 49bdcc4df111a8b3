// One list: its read definition (fields, read access) and its mutations.
export { userList } from './list';
export { userMutations } from './mutations';
