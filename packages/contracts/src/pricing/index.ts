export * from './benefit-schedule';
export * from './calendar';
export * from './money-format';
export * from './public-figures';
export * from './quote';
