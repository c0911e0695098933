export { default } from '../../vitest.database.ts';
