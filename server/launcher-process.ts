/**
 * The process that starts the server's commands (launcher.ts): a small process, so that starting
 * one costs the little it costs to fork a small process, off the server's event loop. It answers
 * each message `{id, file, args, options, input}` with `{id, stdout, stderr}` or
 * `{id, error, stderr}`, and ends when the server does (its channel closes).
 */
import { type ChildProcess, execFile } from "node:child_process";
import type { LaunchAnswer, LaunchRequest } from "./launcher.ts";

process.on("disconnect", () => process.exit(0));

process.on("message", (request: LaunchRequest) => {
  const answer = (message: LaunchAnswer) => process.send?.(message);
  let child: ChildProcess;
  try {
    child = execFile(request.file, request.args, request.options, (error, stdout, stderr) => {
      if (error) answer({ id: request.id, error: error.message, stderr });
      else answer({ id: request.id, stdout, stderr });
    });
  } catch (error) {
    // Options execFile refuses at once: a failure of this command, not of the launcher.
    answer({ id: request.id, error: error instanceof Error ? error.message : String(error), stderr: "" });
    return;
  }
  if (request.input !== undefined) {
    // A command that stops early closes its input: its exit status tells why, not this pipe.
    child.stdin?.on("error", () => {});
    child.stdin?.end(request.input);
  }
});
