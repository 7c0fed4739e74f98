import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 10_000;

/**
 * Renders a page at build time. Every page is prerendered, so it always waits for all content,
 * including sections whose code loads lazily in the browser, and writes complete HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Keep every Suspense boundary in place in the HTML (no hidden blocks swapped in by script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        responseHeaders.set("Content-Type", "text/html");
        text(body).then(
          (html) => resolve(new Response(deferScripts(inertRouteData(html)), { headers: responseHeaders, status })),
          reject,
        );
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout);
  });
}

const routeDataStream =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const routeDataChunk =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const routeDataEnd = "<script>window.__reactRouterContext.streamController.close();</script>";

/**
 * The route data a page hydrates from (its loaders' results) stays inert until the page's scripts
 * read it. As React Router writes it, inline scripts feed it into a stream while the HTML is
 * parsed, which adds a stream, an encoder and their microtasks to the parser's tasks on every
 * page. Here each chunk is kept as JSON data (`<script type="application/json" data-route-data>`,
 * the same escaped string) and the stream is not created: the client entry makes one from the
 * chunks when it hydrates (entry.client.tsx). A page whose scripts do not match is left as it is.
 */
export function inertRouteData(html: string): string {
  const inert = html
    .replace(routeDataStream, "")
    .replace(
      routeDataChunk,
      (_script, chunk: string) => `<script type="application/json" data-route-data>${chunk}</script>`,
    )
    .replace(routeDataEnd, "");
  return inert.includes("__reactRouterContext.stream") ? html : inert;
}

/**
 * Every page is complete and usable before its scripts, which only hydrate it. As React Router
 * writes them, the scripts and their modulepreload links are requested from the top of <head>
 * and compete with the stylesheet, fonts and images of the first paint. Here they start once
 * the page has loaded and been painted: the module script is kept inert (type "text/plain") and
 * {@link startAfterFirstPaint}, inlined into the page, runs it at that moment. The files the
 * links preloaded become imports of the module script itself, so they are still requested
 * together, by the browser's module loader rather than by inserting one link each; only the
 * file it imports last, after the others have run, keeps a preload.
 */
export function deferScripts(html: string): string {
  const preloads: string[] = [];
  const page = html.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const module = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const code = page.match(module)?.[1];
  if (code === undefined) return html;
  const last = code.match(/import\("([^"]+)"\)/)?.[1];
  const imports = preloads.filter((href) => href !== last && !code.includes(`"${href}"`));
  const hydrate = `${code}\n${imports.map((href) => `import "${href}";`).join("\n")}`;
  const call = `(${startAfterFirstPaint.toString()})(${JSON.stringify(last ? [last] : []).replaceAll("<", "\\u003c")})`;
  return page.replace(
    module,
    () => `<script type="text/plain" id="hydrate">${hydrate}</script><script>${call}</script>`,
  );
}

/** Runs in the browser (inlined by {@link deferScripts}): starts the page's scripts once it is painted. */
function startAfterFirstPaint(preloads: string[]) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = document.getElementById("hydrate")?.textContent ?? "";
    document.body.append(script);
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  addEventListener(
    "load",
    () => {
      // A hidden tab paints nothing: start at once.
      if (document.hidden || painted()) return start();
      new PerformanceObserver(() => painted() && start()).observe({ type: "paint" });
      // Browsers without paint timing.
      setTimeout(start, 1000);
    },
    { once: true },
  );
}
