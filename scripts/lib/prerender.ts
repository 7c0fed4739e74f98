/**
 * The prerender of `react-router build`, over a server bundle already built: the same requests
 * to the bundle's own request handler, the same files written from the answers. React Router
 * (@react-router/dev, its `prerender` plugin with `ssr: false`) asks, for each path:
 * - a route with a default export (a page): `<path>.data` (`_.data` for "/"), when a route it
 *   matches has a loader, then the page itself with that data in `X-React-Router-Prerender-Data`
 *   (under 8 KB encoded), so its loaders do not run twice; written as `.data` and
 *   `<path>/index.html`;
 * - a resource route with a loader: `<path>.data?_routes=<id>` and the path itself, written as is;
 * - last, "/" as the SPA fallback (`X-React-Router-SPA-Mode: yes`): `__spa-fallback.html`.
 * Build-time headers are read only while `IS_RR_BUILD_REQUEST` is "yes", as during the build.
 * Given an earlier build made by the same server bundle (`kept`), a page whose route data is that
 * build's, byte for byte (or that has none), is that build's page, copied rather than rendered:
 * the same code renders the same data to the same HTML. Its caller makes sure that nothing else
 * a render reads has changed (the year the footer shows).
 * scripts/build-pages.ts writes a publish's pages with it; tests/server/build-pages.test.ts
 * holds its output to `npm run build`'s, byte for byte.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";

type Routes = ServerBuild["routes"];

/** The build's routes as a tree, as React Router matches prerender paths against them. */
function routeTree(routes: Routes, parentId = ""): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route && (route.parentId ?? "") === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route?.id, path: route?.path, children: routeTree(routes, route?.id) },
    );
}

/** The paths of routes without a dynamic segment, as React Router's `getStaticPaths()` lists them. */
export function staticPaths(routes: Routes): string[] {
  const paths = ["/"];
  const walk = (tree: RouteObject[], prefix = "") => {
    for (const route of tree) {
      const path = [prefix, route.path].join("/").replace(/\/\/+/g, "/");
      if (route.path && !route.path.split("/").some((part) => part.startsWith(":") || part === "*")) paths.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routeTree(routes));
  return paths.map((path) => path.replace(/\/\/+/g, "/").replace(/(.+)\/$/, "$1"));
}

interface PrerenderOptions {
  build: ServerBuild;
  /** Every path to write, as react-router.config.ts's `prerender` lists them. */
  paths: readonly string[];
  /** The client folder to write into. */
  clientDir: string;
  /** The loaders' context for every request. */
  context: RouterContextProvider;
  /** The client folder of an earlier build of the same server bundle, whose pages may be copied. */
  kept?: string;
  /** Told each file written. */
  onFile?: (type: "data" | "html" | "resource" | "copied", path: string) => void;
}

const readOrNothing = (file: string) => readFile(file).catch(() => undefined);

export async function prerender({ build, paths, clientDir, context, kept, onFile }: PrerenderOptions): Promise<number> {
  const handle = createRequestHandler({ ...build, prerender: [...paths] }, "production");
  const tree = routeTree(build.routes);
  let written = 0;
  const fileIn = (root: string, path: string) => join(root, ...path.replace(/^\//, "").split("/"));
  /** A page's address as requested, with the slash its index.html is written under ("/company/News/"). */
  const pageUrl = (path: string) => `${path}/`.replace(/\/\/+/g, "/");
  const write = async (path: string, contents: string | Uint8Array) => {
    const file = fileIn(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, contents);
    written++;
  };
  const fetchOk = async (url: string, headers: Record<string, string> = {}) => {
    const response = await handle(new Request(`http://localhost${url}`, { headers }), context);
    if (response.status !== 200 && response.status !== 202) {
      throw new Error(`prerender: ${url} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    }
    return response;
  };
  /** The kept build's page, if its data was `data` (undefined: the page has none). */
  const keptPage = async (path: string, dataUrl: string, data?: string) => {
    if (!kept) return undefined;
    const keptData = data === undefined ? undefined : await readOrNothing(fileIn(kept, dataUrl));
    if (data !== undefined && !keptData?.equals(Buffer.from(data))) return undefined;
    return readOrNothing(fileIn(kept, `${pageUrl(path)}index.html`));
  };
  const page = async (path: string, dataUrl: string, data?: string) => {
    const copy = await keptPage(path, dataUrl, data);
    if (copy) {
      await write(`${pageUrl(path)}index.html`, copy);
      onFile?.("copied", path);
      return;
    }
    const encoded = data === undefined ? "" : encodeURI(data);
    const headers: Record<string, string> =
      encoded && encoded.length < 8 * 1024 ? { "X-React-Router-Prerender-Data": encoded } : {};
    await write(`${pageUrl(path)}index.html`, await (await fetchOk(pageUrl(path), headers)).text());
    onFile?.("html", path);
  };
  const before = process.env.IS_RR_BUILD_REQUEST;
  process.env.IS_RR_BUILD_REQUEST = "yes";
  try {
    for (const path of paths) {
      const matches = matchRoutes(tree, `/${path}/`.replace(/^\/\/+/, "/"));
      if (!matches) continue;
      const leaf = matches.at(-1)?.route.id ?? "";
      const module = build.routes[leaf]?.module;
      const dataUrl = path.endsWith("/") ? `${path}_.data` : `${path}.data`;
      if (module && !module.default && !module.ErrorBoundary) {
        if (!module.loader) continue;
        await write(dataUrl, await (await fetchOk(`${dataUrl}?_routes=${encodeURIComponent(leaf)}`)).text());
        await write(path, new Uint8Array(await (await fetchOk(path)).arrayBuffer()));
        onFile?.("resource", path);
      } else if (matches.some((match) => build.routes[match.route.id ?? ""]?.module.loader)) {
        const data = await (await fetchOk(dataUrl)).text();
        await write(dataUrl, data);
        onFile?.("data", path);
        await page(path, dataUrl, data);
      } else {
        await page(path, dataUrl);
      }
    }
    const fallback = await handle(
      new Request("http://localhost/", { headers: { "X-React-Router-SPA-Mode": "yes" } }),
      context,
    );
    if (fallback.status !== 200) throw new Error(`prerender: the SPA fallback answered ${fallback.status}`);
    await write("__spa-fallback.html", await fallback.text());
  } finally {
    if (before === undefined) delete process.env.IS_RR_BUILD_REQUEST;
    else process.env.IS_RR_BUILD_REQUEST = before;
  }
  return written;
}
