/** How often the page asks whether the bot has confirmed the link, while the page is visible. */
export const CONNECT_POLL_INTERVAL_MS = 3000;
/** A Connect link is valid 15 minutes; waiting longer cannot end in a connection. */
export const CONNECT_WAIT_LIMIT_MS = 15 * 60 * 1000;
