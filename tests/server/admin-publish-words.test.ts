/**
 * The small parsers of publishing: the reload command's words (no shell ever sees them) and the
 * reason of a failed build, from its output, in the editor's terms.
 */
import { describe, expect, it } from "vitest";
import { buildError } from "../../server/admin/publish/build-error.ts";
import { commandWords } from "../../server/command-line.ts";

describe("the reload command", () => {
  it("is split into words; quotes keep spaces, a backslash escapes, nothing else is special", () => {
    expect(commandWords("nginx -s reload")).toEqual(["nginx", "-s", "reload"]);
    expect(commandWords(`sudo -n "/opt/my nginx/sbin/nginx" -s 'reload'`)).toEqual([
      "sudo",
      "-n",
      "/opt/my nginx/sbin/nginx",
      "-s",
      "reload",
    ]);
    expect(commandWords("a\\ b ''")).toEqual(["a b", ""]);
    expect(commandWords("nginx -s reload; rm -rf / $(id) | x")).toEqual([
      "nginx",
      "-s",
      "reload;",
      "rm",
      "-rf",
      "/",
      "$(id)",
      "|",
      "x",
    ]);
    expect(() => commandWords(`nginx "-s reload`)).toThrow(/unclosed/);
  });
});

describe("the reason of a failed build", () => {
  it("names the file, the field and the reason when the content check refused a file", () => {
    const output = "> build\n\ncontent: content/news/x.md: gallery.0.caption: must not be empty\nnpm error code 1\n";
    expect(buildError(output)).toEqual({
      file: "content/news/x.md",
      field: "gallery.0.caption",
      message: "must not be empty",
    });
    expect(buildError("content: content/news/x.md: (the file): not valid YAML: bad indentation")).toEqual({
      file: "content/news/x.md",
      message: "not valid YAML: bad indentation",
    });
    expect(buildError("content: content/news/x.jpg: the photo is 21.0 MB; at most 20 MB is accepted")).toEqual({
      file: "content/news/x.jpg",
      message: "the photo is 21.0 MB; at most 20 MB is accepted",
    });
  });

  it("otherwise says what stopped it", () => {
    expect(buildError("", "the build process was stopped (SIGKILL)")).toEqual({
      message: "the build process was stopped (SIGKILL)",
    });
    const budgets =
      "ok   /    html 12 KB\nOVER /company/News        html  13.4 KB  js 109 KB\nbudgets: a route is over budget\nnpm error Lifecycle script `build` failed\n";
    expect(buildError(budgets).message).toBe("a page is over its size budget: /company/News html 13.4 KB js 109 KB");
    expect(
      buildError("vite v8\nError: Prerender: Request failed for /x: 500\n    at y (z.js:1:1)\nnpm error code 1\n")
        .message,
    ).toBe("the build failed: Error: Prerender: Request failed for /x: 500");
  });
});
