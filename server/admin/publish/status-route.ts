/**
 * GET /admin/api/publish: where publishing stands (contracts.ts, PublishStatus), for the editing
 * screen's status line: building, live with the links of the pages that changed, or failed with
 * the file, the field and the reason. Register it in the admin area's guarded scope (signed-in,
 * same-origin requests only).
 */
import type { FastifyInstance } from "fastify";
import type { Publisher } from "../contracts.ts";

export function registerPublishStatus(scope: FastifyInstance, publisher: Publisher): void {
  scope.get("/admin/api/publish", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return publisher.status();
  });
}
