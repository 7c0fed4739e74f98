/**
 * `npm run edit`: the editing screen on this computer. Serves Decap CMS (cms/index.html,
 * cms/config.yml and the CMS's own bundle from cms/node_modules, the screen's own package) with
 * its local file-system proxy (decap-server's middleware) on one address, so saving in the screen writes the files under
 * content/ of this working copy. Nothing leaves the machine. EDIT_PORT (default 8081) and
 * EDIT_ROOT (the folder that holds content/, default the repository) change where.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

interface ExpressApp {
  get(
    path: string,
    handler: (request: unknown, response: { type(type: string): { send(body: string): void } }) => void,
  ): void;
  use(handler: unknown): void;
  listen(port: number, host: string, ready: () => void): { close(): void };
}
interface Express {
  (): ExpressApp;
  static(root: string, options?: { index?: string | false }): unknown;
}

// The editing screen's own package (cms/package.json): decap-server and its dependencies.
const require = createRequire(new URL("../cms/package.json", import.meta.url));
// decap-server's own dependencies: its proxy is Express middleware.
const express = require("express") as Express;
const { registerLocalFs } = require("decap-server/dist/middlewares") as {
  registerLocalFs(app: ExpressApp, options?: { logLevel?: string }): Promise<void>;
};

const repoRoot = resolve(import.meta.dirname, "..");
const port = Number(process.env.EDIT_PORT ?? 8081);
const host = process.env.EDIT_HOST ?? "127.0.0.1";
// The proxy reads and writes below this folder (it refuses any path outside it).
process.env.GIT_REPO_DIRECTORY = resolve(repoRoot, process.env.EDIT_ROOT ?? ".");

const app = express();
await registerLocalFs(app, { logLevel: process.env.EDIT_LOG_LEVEL ?? "warn" });
// The CMS wants its proxy's address absolute: this server's own.
const config = readFileSync(join(repoRoot, "cms", "config.yml"), "utf8").replace(
  /^( {2}url: )\/api\/v1$/m,
  `$1http://${host === "0.0.0.0" ? "localhost" : host}:${port}/api/v1`,
);
app.get("/config.yml", (_request, response) => response.type("text/yaml").send(config));
app.use(express.static(join(repoRoot, "cms")));
app.use(express.static(join(repoRoot, "cms", "node_modules", "decap-cms", "dist"), { index: false }));
// The logo and icons the screen shows.
app.use(express.static(join(repoRoot, "public"), { index: false }));
app.listen(port, host, () => {
  console.log(
    `Editing screen: http://${host === "0.0.0.0" ? "localhost" : host}:${port}/ (writes ${process.env.GIT_REPO_DIRECTORY}/content)`,
  );
  console.log("Then: npm run build, and commit the changed files under content/.");
});
