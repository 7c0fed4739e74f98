/**
 * How the server writes HTML: views are React elements (made with createElement, as Node runs
 * these files by stripping their types and cannot compile JSX), rendered to static markup, which
 * escapes every text and attribute value.
 */
import { type ComponentProps, createElement as h, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** A whole page: the doctype, then `html` (an `<html>` element, as {@link Page} makes) rendered. */
export function renderDocument(html: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(html)}\n`;
}

export interface PageProps {
  title: string;
  /** For search engines ("noindex"); none if not given. */
  robots?: string;
  viewport?: string;
  /** More of the head: stylesheets, icons. */
  head?: ReactNode;
  body?: ComponentProps<"body">;
  children?: ReactNode;
}

/** The frame of every page the server writes: English, UTF-8, and a viewport for phones. */
export function Page(props: PageProps): ReactElement {
  const { title, robots, viewport = "width=device-width, initial-scale=1", head, body, children } = props;
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: viewport }),
      robots ? h("meta", { name: "robots", content: robots }) : null,
      h("title", null, title),
      head,
    ),
    h("body", body, children),
  );
}

/** Markup to place inside a document that the server did not render itself. */
export const renderFragment = (element: ReactElement): string => renderToStaticMarkup(element);

/** The policy of a page the server writes that runs no script: its own stylesheet and images only, forms to itself. */
export const scriptlessPagePolicy = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
