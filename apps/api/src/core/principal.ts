/** The signed-in owner of a request, from a verified access token whose session is live. */
export interface Principal {
  clientId: string;
  sessionId: string;
}

/** A signed-in end client of one project (client view, `-cv` cookies), from a `cv` access token. */
export interface CustomerPrincipal {
  customerId: string;
  projectId: string;
  sessionId: string;
  /** The session began in the project's Telegram Mini App (signed init data), not on the web. */
  inMiniApp?: boolean;
}
