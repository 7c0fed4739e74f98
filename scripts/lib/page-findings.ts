/**
 * What the outside checkers (the W3C Nu HTML Checker and pa11y) report about the built pages, in
 * one shape, and the table `npm run check:pages` prints.
 */

export interface Finding {
  /** Which checker: "html" (Nu HTML Checker) or "a11y" (pa11y, HTML_CodeSniffer). */
  checker: "html" | "a11y";
  /** The page's route path, "/company/Aboutus", or the file checked when it is not a page. */
  page: string;
  /** The rule broken: pa11y's code, or the Nu checker's message with any quoted value elided. */
  rule: string;
  /** The checker's own words. */
  message: string;
  /** The markup it points at, shortened. */
  context: string;
}

/** The Nu checker names no rules: its message, with the value it quotes (“…”) left out, is one. */
export function nuRule(message: string): string {
  return message
    .replace(/^(Bad value )“[^”]*”/, "$1“…”")
    .replace(/ \(Suppressing further errors from this subtree\.\)$/, "");
}

const shorten = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Each rule with its number of findings and of pages, the most frequent first. */
function countByRule(
  findings: readonly Finding[],
): { checker: string; rule: string; findings: number; pages: number }[] {
  const rules = new Map<string, { checker: string; rule: string; findings: number; pages: Set<string> }>();
  for (const finding of findings) {
    const key = `${finding.checker} ${finding.rule}`;
    const entry = rules.get(key) ?? { checker: finding.checker, rule: finding.rule, findings: 0, pages: new Set() };
    entry.findings++;
    entry.pages.add(finding.page);
    rules.set(key, entry);
  }
  return [...rules.values()]
    .map(({ pages, ...entry }) => ({ ...entry, pages: pages.size }))
    .sort((a, b) => b.findings - a.findings || a.rule.localeCompare(b.rule));
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** Every finding, one row each by page, then the count per rule. */
export function findingsReport(findings: readonly Finding[]): string {
  const sorted = [...findings].sort(
    (a, b) => a.checker.localeCompare(b.checker) || a.page.localeCompare(b.page) || a.rule.localeCompare(b.rule),
  );
  const rows = sorted.map((finding) => [
    finding.checker,
    finding.page,
    shorten(finding.message, 110),
    shorten(finding.context.replace(/\s+/g, " "), 70),
  ]);
  const rules = countByRule(findings).map((entry) => [
    entry.checker,
    String(entry.findings),
    String(entry.pages),
    shorten(entry.rule, 140),
  ]);
  return `${table(["checker", "page", "message", "where"], rows)}\n\n${table(["checker", "findings", "pages", "rule"], rules)}`;
}
