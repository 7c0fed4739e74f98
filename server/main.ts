import { ConfigError } from "../core/env.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    app.log.error("shutdown took too long; exiting");
    process.exit(1);
  }, 10_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.fatal(error, "could not start");
  process.exit(1);
}
