/**
 * What the domain modules offer one another and the resolvers. Empty here: each module adds its own
 * entry where it is built (`declare module '../../core/services' { interface Services { ... } }` in its
 * `<name>.module.ts`), so this file never imports a module and adding a domain edits nothing central.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}
