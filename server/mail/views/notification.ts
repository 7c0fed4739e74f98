/**
 * The HTML part of a notification e-mail: a heading, a line of introduction and a table of the
 * fields. Styles are inline and the layout is tables, as mail clients read them.
 */
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { Page } from "../../html.ts";

export interface MailRow {
  label: string;
  value: string;
}

export interface NotificationProps {
  heading: string;
  intro: string;
  rows: MailRow[];
  /** The last line, under the rows. */
  footer: string;
}

const muted = "#4a5365";
const rule = "1px solid #dfe3ea";
const layout = { role: "presentation", width: "100%", cellPadding: 0, cellSpacing: 0 } as const;

/** A value over several lines keeps its line breaks (clients that ignore pre-wrap see the <br>s). */
function lines(value: string): ReactNode[] {
  return value.split(/\r?\n/).flatMap((line, index) => (index === 0 ? [line] : [h("br", { key: index }), line]));
}

function Row({ label, value }: MailRow): ReactElement {
  return h(
    "tr",
    null,
    h(
      "th",
      {
        align: "left",
        valign: "top",
        style: { padding: "10px 16px 10px 0", width: 150, color: muted, fontWeight: 600, borderBottom: rule },
      },
      label,
    ),
    h("td", { style: { padding: "10px 0", borderBottom: rule, whiteSpace: "pre-wrap" } }, lines(value)),
  );
}

export function Notification({ heading, intro, rows, footer }: NotificationProps): ReactElement {
  return h(
    Page,
    {
      title: heading,
      viewport: "width=device-width",
      body: {
        style: {
          margin: 0,
          padding: 24,
          background: "#f7f5f0",
          fontFamily: "Arial,Helvetica,sans-serif",
          color: "#1a1f2b",
          fontSize: 15,
          lineHeight: 1.5,
        },
      },
    },
    h(
      "table",
      { ...layout, style: { maxWidth: 640, margin: "0 auto", background: "#ffffff", borderRadius: 8 } },
      h(
        "tbody",
        null,
        h(
          "tr",
          null,
          h(
            "td",
            { style: { background: "#14284b", color: "#ffffff", padding: "20px 24px", borderRadius: "8px 8px 0 0" } },
            h(
              "div",
              { style: { fontSize: 13, letterSpacing: 1, textTransform: "uppercase", color: "#ffe8d6" } },
              "Scriptoria website",
            ),
            h("div", { style: { fontSize: 20, fontWeight: "bold", marginTop: 4 } }, heading),
          ),
        ),
        h(
          "tr",
          null,
          h(
            "td",
            { style: { padding: "20px 24px" } },
            h("p", { style: { margin: "0 0 16px" } }, intro),
            h(
              "table",
              layout,
              h(
                "tbody",
                null,
                rows.map((row) => h(Row, { key: row.label, ...row })),
              ),
            ),
            h("p", { style: { margin: "20px 0 0", color: muted, fontSize: 13 } }, footer),
          ),
        ),
      ),
    ),
  );
}
