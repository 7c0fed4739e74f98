/**
 * Global set-up of the server tests: one PostgreSQL cluster for the whole run, in which each test
 * makes databases of its own (`sharedPostgres()` in postgres.ts), instead of a cluster per file.
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "../../scripts/lib/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The port of the run's shared PostgreSQL cluster. */
    postgresPort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Three test files at a time, some with two servers of several connections each.
  const cluster = await startPostgres({ maxConnections: 300 });
  project.provide("postgresPort", cluster.port);
  return () => cluster.destroy();
}
