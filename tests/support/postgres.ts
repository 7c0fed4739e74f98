/** PostgreSQL in the server tests: the run's shared cluster, or a suite's own (scripts/lib/postgres.ts starts them). */
import { afterAll, beforeAll, inject } from "vitest";
import { type PostgresCluster, type PostgresServer, postgresAt, startPostgres } from "../../scripts/lib/postgres.ts";

/**
 * The cluster that the server tests' global set-up (postgres-global.ts) started for the whole
 * run: for tests that only make databases of their own in it. A test that stops the database
 * starts a cluster of its own (`postgresForSuite`).
 */
export function sharedPostgres(): PostgresServer {
  return postgresAt(inject("postgresPort"));
}

/** A cluster for the current suite: started before its tests, destroyed after them. */
export function postgresForSuite(): () => PostgresCluster {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.destroy();
  });
  return () => {
    if (!cluster) throw new Error("the PostgreSQL cluster has not started");
    return cluster;
  };
}
