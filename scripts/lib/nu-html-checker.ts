/**
 * The W3C Nu HTML Checker (the `vnu-jar` package, run by Java 17 or later) over HTML files, in one
 * Java process: it starts in a few seconds and then checks a page in tens of milliseconds.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Finding, nuRule } from "./page-findings.ts";

/** The package's main export is the jar's path (a String object). */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/**
 * The checker's schema is deeply recursive (it asks for at least 512 KB of thread stack). Its
 * run is short: the quick compiler alone and the serial collector spend half the processor time
 * of Java's defaults on it (9 s instead of 19 s for the site's 71 pages on two cores).
 */
const javaOptions = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  message: string;
  extract?: string;
}

/**
 * The errors the Nu checker finds in `files` (warnings are not asked for). `pageOf` names the
 * page of a file for the report (default: the file's path); `signal` stops the checker.
 */
export async function checkHtml(
  files: readonly string[],
  pageOf: (file: string) => string = (file) => file,
  signal?: AbortSignal,
): Promise<Finding[]> {
  if (files.length === 0) return [];
  const { stdout } = await promisify(execFile)(
    "java",
    [...javaOptions, "-jar", vnuJar, "--errors-only", "--exit-zero-always", "--stdout", "--format", "json", ...files],
    { maxBuffer: 64 * 1024 * 1024, signal },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") {
      throw new Error(
        "the Nu HTML Checker needs Java 17 or later on PATH (Debian: apt-get install default-jre-headless)",
      );
    }
    throw error;
  });
  const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
  return messages.map((message) => ({
    checker: "html",
    page: message.url ? pageOf(fileURLToPath(message.url)) : "(no file)",
    rule: nuRule(message.message),
    message: message.message,
    context: message.extract ?? "",
  }));
}
