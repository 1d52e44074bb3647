import type { TestProject } from 'vitest/node';
import {
  buildDatabaseTemplates,
  removeDatabaseTemplates,
  type DatabaseTemplates,
} from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Builds the databases test files copy (see database-templates.ts) once, and removes them after the run. */
export default async function setup(project: TestProject) {
  const templates = await buildDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return () => removeDatabaseTemplates(templates);
}
