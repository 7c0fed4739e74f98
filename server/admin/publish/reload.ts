/**
 * The command that makes a web server in front (nginx) read the switched build's files, from
 * PUBLISH_RELOAD_COMMAND, e.g. `nginx -s reload` or `sudo -n /usr/sbin/nginx -s reload`. It is
 * split into words (server/command-line.ts) and run with execFile: no shell ever sees it.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export { commandWords } from "../../command-line.ts";

/** Runs the reload command; resolves with nothing, or rejects with what it wrote. */
export async function runReload(words: readonly string[]): Promise<void> {
  const [file, ...args] = words;
  if (!file) return;
  try {
    await run(file, args, { timeout: 30_000 });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    throw new Error(`${words.join(" ")} failed: ${stderr || (error as Error).message}`);
  }
}
