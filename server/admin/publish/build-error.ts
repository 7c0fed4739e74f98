/**
 * Why a build failed, from its output, in the editor's terms where possible: the content
 * check stops with `content: content/news/x.md: field: reason` (core/content-model/load.ts,
 * ContentError), which names the file, the field and the reason; a size budget names the
 * page; the fonts check names the character; any other failure is reported with the line that
 * says what went wrong. The figures the budget check prints for every page (`ok   /route …`)
 * and a stack trace's frames are never a reason: a route's name may hold a word like "refused".
 */
import { stripVTControlCharacters } from "node:util";
import type { PublishStatus } from "../contracts.ts";

export type PublishError = NonNullable<PublishStatus["error"]>;

const contentLine = /^content: (content\/[^:\n]+): ([^:\n]+): (.+)$/m;
const contentFileLine = /^content: (content\/[^:\n]+): (.+)$/m;
/** scripts/check-budgets.ts marks a route over budget with OVER and its figures. */
const overBudget = /^OVER +(.+)$/m;
/** scripts/check-budgets.ts: a character of the developers' own text that the preloaded fonts lack. */
const fontsLine = /^fonts: (.+ is not in the preloaded cores.*)$/m;

/** Lines that never give the reason: npm's own summary, a budget row or summary, a stack frame. */
const noise = /^(?:npm (?:error|ERR!)|ok {2}|budgets: largest|at )/;

/** The line that reports the error: a thrown Error's first line, else the last line that says "error" or "failed". */
function errorLine(output: string): string | undefined {
  const lines = output
    .split("\n")
    .map((line) => stripVTControlCharacters(line).trim())
    .filter((line) => line && !noise.test(line));
  const thrown = lines.find((line) => /^(?:\w*Error|error)(?: \[\w+\])?:/.test(line));
  return (
    thrown ??
    lines
      .filter((line) => /\b(?:error|errors|fail|failed|fails|exceed|exceeds|exceeded)\b|over budget/i.test(line))
      .at(-1) ??
    lines.at(-1)
  );
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
  const fonts = fontsLine.exec(output);
  if (fonts) return { message: `the fonts check failed: ${fonts[1]}` };
  return { message: `the build failed: ${errorLine(output) ?? "no output"}` };
}
