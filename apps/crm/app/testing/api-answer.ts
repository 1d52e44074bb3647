/* What a test's fetch answers for an operation sent through the CRM's upload link (renderInCrm's `uploads`). */

/** The API's JSON answer as fetch gives it to Apollo's upload link. */
export const apiAnswer = (body: unknown) => ({
  ok: true,
  status: 200,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: async () => JSON.stringify(body),
});
