export { default } from '../../vitest.database';
