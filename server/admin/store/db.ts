/**
 * The admin area's database is the outbox's own (DATA_DIR/submissions.db, or DATABASE_URL), its
 * tables prefixed `admin_`, reached through the server's one SQL layer (server/db/database.ts).
 */
export type { Database as SqlDatabase, DatabaseLog } from "../../db/database.ts";
