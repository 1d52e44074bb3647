/** A GraphQL answer refusing an operation, as the API writes one (a localized message, a code, field messages). */
export const apiErrorResult = (code: string, message: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: fields ? { code, fields } : { code } }],
});
