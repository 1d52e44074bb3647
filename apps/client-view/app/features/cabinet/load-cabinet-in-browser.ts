import { customerOperation } from '../../shared/customer-session/customer-session';
import { loadCabinet, type CabinetData } from './cabinet-data';

/** Thrown by a browser call the API refused; the cabinet reads `code` (UNAUTHENTICATED: signed out). */
export class CabinetCallError extends Error {
  constructor(
    readonly code: string | null,
    message: string | null,
    readonly fields: Record<string, string> = {},
  ) {
    super(message ?? code ?? 'The call failed');
  }
}

/** `customerOperation`, throwing what the API refused. */
export const runInBrowser: Parameters<typeof loadCabinet>[0] = async (document, variables) => {
  const result = await customerOperation(document, variables);
  if (!result.ok) throw new CabinetCallError(result.error.code, result.error.message, result.error.fields);
  return result.data;
};

/**
 * The cabinet's data in the browser, with the page's own session (renewed first; in Telegram's Mini App the one
 * kept in memory): null when the page is signed out.
 */
export async function loadCabinetInBrowser(): Promise<CabinetData | null> {
  try {
    return await loadCabinet(runInBrowser);
  } catch (error) {
    if (error instanceof CabinetCallError && error.code === 'UNAUTHENTICATED') return null;
    throw error;
  }
}
