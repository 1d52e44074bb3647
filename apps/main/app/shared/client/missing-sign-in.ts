/** What an owner would lack to sign in without Telegram: sign-in asks for both an e-mail and a password. */
export type MissingSignIn = 'email' | 'password' | 'both';

/** Null when the owner has an e-mail and a password, so Telegram may be disconnected (the API's rule too). */
export function missingSignIn({
  email,
  needSetPassword,
}: {
  email: string | null;
  needSetPassword: boolean;
}): MissingSignIn | null {
  if (!email && needSetPassword) return 'both';
  if (!email) return 'email';
  return needSetPassword ? 'password' : null;
}
