import { apiOriginsFromEnv, createLinkBuilder, originsFromEnv, type AppOrigins } from '@donut/link-builder';

/** Settings the browser may see; rendered into the page, so never a secret. */
export interface PublicEnv {
  apiUrl: string;
  origins: AppOrigins;
}

const WINDOW_KEY = '__DONUT_ENV__';

/** Server: read from the environment at request time, so one build serves every deployment. */
export function readPublicEnv(env: Record<string, string | undefined> = process.env): PublicEnv {
  return { apiUrl: apiOriginsFromEnv(env).browser, origins: originsFromEnv(env) };
}

export function publicEnvScript(env: PublicEnv): string {
  return `window.${WINDOW_KEY}=${JSON.stringify(env).replace(/</g, '\\u003c')}`;
}

/** Browser: the settings rendered by the server. */
export function browserPublicEnv(): PublicEnv {
  return (window as unknown as Record<string, PublicEnv>)[WINDOW_KEY];
}

export function publicEnv(): PublicEnv {
  return typeof window === 'undefined' ? readPublicEnv() : browserPublicEnv();
}

/** Links between the apps, with the origins of this deployment. */
export const links = () => createLinkBuilder(publicEnv().origins);
