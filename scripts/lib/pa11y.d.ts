/** The part of pa11y 10's interface the page checks use (the package ships no types). */
declare module "pa11y" {
  import type { Browser } from "puppeteer-core";

  interface Pa11yOptions {
    /** A browser to open the page in (pa11y opens a tab and closes it, not the browser). */
    browser?: Browser;
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    runners?: ("htmlcs" | "axe")[];
    includeWarnings?: boolean;
    includeNotices?: boolean;
    timeout?: number;
    viewport?: { width: number; height: number };
    method?: string;
    postData?: string;
    /** With `method` or `postData`: every header of the page's own request (the others are dropped). */
    headers?: Record<string, string>;
  }

  interface Pa11yIssue {
    code: string;
    type: "error" | "warning" | "notice";
    message: string;
    context: string;
    selector: string;
    runner: string;
  }

  interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
