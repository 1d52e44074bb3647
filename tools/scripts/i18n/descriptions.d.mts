// Types of descriptions.mjs for the TypeScript test beside it.
export declare const DESCRIPTIONS_FILE: 'descriptions.json';
export declare const AUDIENCES: Record<'owner' | 'customer' | 'visitor' | 'staff' | 'any', string>;
export declare function placeholdersOf(message: string): Set<string>;
export declare function describeViolations(
  where: string,
  catalogs: Partial<Record<'ru' | 'en' | 'ka', Record<string, string>>>,
  descriptions: Record<string, unknown>,
): string[];
export declare function checkDescriptions(folders: readonly string[]): string[];
export declare function findCatalogFolders(roots?: readonly string[]): string[];
export declare function readDescriptions(folders: readonly string[]): Record<string, string>;
