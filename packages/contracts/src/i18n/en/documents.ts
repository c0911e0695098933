/** Uploading and listing documents, from the customer's side. */
export const documents = {} as const;
