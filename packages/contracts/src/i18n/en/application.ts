/** The application wizard: steps, fields, review, consent, success screen (issue 20). */
export const application = {} as const;
