export * from './applications';
export * from './attachments';
export * from './auth';
export * from './fields';
export * from './limits';
export * from './marketing';
export * from './messages';
export * from './roles';
