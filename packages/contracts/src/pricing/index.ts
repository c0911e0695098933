export * from './benefit-schedule';
export * from './calendar';
export * from './public-figures';
export * from './quote';
