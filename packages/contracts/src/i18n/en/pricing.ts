/** Prices, the example quote and the disclosure box, wherever a customer sees them. */
export const pricing = {} as const;
