/**
 * Why a build failed, from its output, in the editor's terms where possible: the content
 * check stops with `content: content/news/x.md: field: reason` (scripts/content/load.ts,
 * ContentError), which names the file, the field and the reason; a size budget names the
 * page; any other failure is reported with the last line that says what went wrong.
 */
import { stripVTControlCharacters } from "node:util";
import type { PublishStatus } from "../contracts.ts";

export type PublishError = NonNullable<PublishStatus["error"]>;

const contentLine = /^content: (content\/[^:\n]+): ([^:\n]+): (.+)$/m;
const contentFileLine = /^content: (content\/[^:\n]+): (.+)$/m;
/** scripts/check-budgets.ts marks a route over budget with OVER and its figures. */
const overBudget = /^OVER +(.+)$/m;

/** The last line that reports an error (a thrown Error, a failed budget, npm's own summary last). */
function lastErrorLine(output: string): string | undefined {
  const lines = output
    .split("\n")
    .map((line) => stripVTControlCharacters(line).trim())
    .filter(Boolean);
  const telling = lines.filter(
    (line) => /error|fail|refus|over budget|exceed/i.test(line) && !/^npm (error|ERR!)/.test(line),
  );
  return telling.at(-1) ?? lines.filter((line) => !/^npm (error|ERR!)/.test(line)).at(-1);
}

export function buildError(output: string, stopped?: string): PublishError {
  if (stopped) return { message: stopped };
  const content = contentLine.exec(output);
  if (content) {
    const [, file = "", field = "", reason = ""] = content;
    return field === "(the file)" ? { file, message: reason } : { file, field, message: reason };
  }
  const fileOnly = contentFileLine.exec(output);
  if (fileOnly) return { file: fileOnly[1] ?? "", message: fileOnly[2] ?? "" };
  const over = overBudget.exec(output);
  if (over) return { message: `a page is over its size budget: ${over[1]?.replace(/\s+/g, " ")}` };
  return { message: `the build failed: ${lastErrorLine(output) ?? "no output"}` };
}
