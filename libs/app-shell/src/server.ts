// Server-only entry of the app shell, imported by each app's entry.server.tsx. It stays out of the main
// barrel: react-dom/server is CommonJS that bundlers cannot tree-shake, so a barrel export would put the
// whole server renderer into every page's first-load JavaScript.
export * from './handle-document-request';
export * from './hydration-on-intent';
export * from './script-hashes';
