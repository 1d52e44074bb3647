/** The signed-in owner of a request, from a verified access token whose session is live. */
export interface Principal {
  clientId: string;
  sessionId: string;
}
