/**
 * pa11y (HTML_CodeSniffer, WCAG 2 AA) over pages as a browser receives them: each request in a
 * tab of one Chromium, a few at a time. Errors only: HTML_CodeSniffer's warnings and notices
 * are things for a person to review, not failures.
 */
import { chromium } from "@playwright/test";
import pa11y from "pa11y";
import puppeteer, { type Browser } from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "./browser.ts";
import type { Finding } from "./page-findings.ts";

/** One page to check: its name in the report and how to ask for it. */
export interface PageRequest {
  page: string;
  url: string;
  /** A POST with this urlencoded body and these headers (the only ones sent) instead of a GET. */
  post?: { body: string; headers: Record<string, string> };
}

/** The Chromium the end-to-end tests drive (tests/browser.ts), headless, through Puppeteer. */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath() ?? chromium.executablePath(),
    args: chromiumArgs,
    headless: true,
  });
}

async function checkPage(browser: Browser, request: PageRequest): Promise<Finding[]> {
  try {
    const { issues } = await pa11y(request.url, {
      browser,
      standard: "WCAG2AA",
      runners: ["htmlcs"],
      timeout: 60_000,
      ...(request.post && { method: "POST", postData: request.post.body, headers: request.post.headers }),
    });
    return issues.map((issue) => ({
      checker: "a11y",
      page: request.page,
      rule: issue.code,
      message: issue.message,
      context: issue.context,
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      { checker: "a11y", page: request.page, rule: "pa11y could not check the page", message, context: request.url },
    ];
  }
}

/** pa11y's errors on every page of `requests`, `concurrency` pages at a time. */
export async function checkAccessibility(
  browser: Browser,
  requests: readonly PageRequest[],
  concurrency: number,
): Promise<Finding[]> {
  const queue = [...requests];
  const findings: Finding[] = [];
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      findings.push(...(await checkPage(browser, request)));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return findings;
}
