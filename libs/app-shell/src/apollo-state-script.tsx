import { useContext, useState } from 'react';
import { APOLLO_STATE_KEY, serializeApolloState } from '@donut/graphql';
import { ServerApolloContext } from './apollo-contexts';
import { useNonce } from './nonce-context';

const SCRIPT_ID = 'apollo-state';

/**
 * Hands the server's Apollo cache to the browser. Rendered after the page, so it holds what the
 * loaders fetched; in the browser it keeps the server's markup untouched.
 */
export function ApolloStateScript() {
  const serverClient = useContext(ServerApolloContext);
  const nonce = useNonce();
  const [html] = useState(() =>
    serverClient
      ? `window.${APOLLO_STATE_KEY}=${serializeApolloState(serverClient.extract())}`
      : (document.getElementById(SCRIPT_ID)?.innerHTML ?? ''),
  );
  return (
    <script
      id={SCRIPT_ID}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
