export * from './benefit-schedule';
export * from './calendar';
export * from './final-disclosure';
export * from './money-format';
export * from './public-figures';
export * from './quote';
