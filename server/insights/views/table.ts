/** The dashboard's tables, and the link that downloads each one as CSV. */
import { createElement as h, type ReactElement, type ReactNode } from "react";
import type { TableId } from "../tables.ts";

export interface TableBlockProps {
  id: string;
  caption: string;
  head: ReactNode[];
  rows: ReactNode[][];
  /** Whether the columns after the first hold numbers (aligned to the right). */
  numbers?: boolean;
}

/**
 * A table in a region that scrolls sideways on a narrow screen (focusable, so that keys scroll
 * it); the first column names the rows.
 */
export function TableBlock({ id, caption, head, rows, numbers = true }: TableBlockProps): ReactElement {
  const align = (index: number) => (numbers && index > 0 ? "num" : undefined);
  const cells = (row: ReactNode[]) =>
    row.map((cell, index) =>
      index === 0
        ? h("th", { key: index, scope: "row" }, cell)
        : h("td", { key: index, className: align(index) }, cell),
    );
  const body = rows.length
    ? rows.map((row, index) => h("tr", { key: index }, cells(row)))
    : h("tr", null, h("td", { colSpan: head.length, className: "empty" }, "Nothing counted in this period yet."));
  return h(
    "div",
    { className: "table", role: "region", "aria-labelledby": id, tabIndex: 0 },
    h(
      "table",
      null,
      h("caption", { id }, caption),
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          head.map((cell, index) => h("th", { key: index, scope: "col", className: align(index) }, cell)),
        ),
      ),
      h("tbody", null, body),
    ),
  );
}

/** A table as CSV, of the days `query` names (`range=30`, `from=…&to=…`). */
export function CsvLink({ query, table, what }: { query: string; table: TableId; what: string }): ReactElement {
  return h(
    "p",
    null,
    h(
      "a",
      { className: "csv", href: `?${query}&format=csv&table=${table}`, download: true },
      `Download ${what} as CSV`,
    ),
  );
}

/** The most rows a table of counts shows (its CSV has them all). */
export const shownRows = 20;

export interface TableSectionProps {
  query: string;
  id: TableId;
  title: string;
  head: ReactNode[];
  rows: ReactNode[][];
  note?: ReactNode;
}

/** A table of the dashboard in a section of its own, with its note and its CSV link. */
export function TableSection({ query, id, title, head, rows, note }: TableSectionProps): ReactElement {
  return h(
    "section",
    { "aria-labelledby": `${id}-caption` },
    h(TableBlock, { id: `${id}-caption`, caption: title, head, rows: rows.slice(0, shownRows) }),
    note ? h("p", { className: "note" }, note) : null,
    h(CsvLink, { query, table: id, what: title.toLowerCase() }),
  );
}
