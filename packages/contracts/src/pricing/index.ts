export * from './benefit-schedule';
export * from './calendar';
export * from './quote';
