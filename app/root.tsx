import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import { newsFeed } from "../core/copy/news-feed.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { HydratingBoundary } from "./components/layout/deferred.tsx";
import { SiteShell } from "./components/layout/site-shell.tsx";
import interFont from "./fonts/inter-core-wght-400-600.woff2?url";
import serifFont from "./fonts/source-serif-4-core-600.woff2?url";
import { holdPopstateUntilHydrated } from "./lib/late-popstate.ts";
import type { PageHandle } from "./lib/page-handle.ts";
import { ServiceProvider } from "./lib/service-context.tsx";
import { LazyNotFound } from "./not-found/lazy-not-found.tsx";

// Before the router exists: see late-popstate.ts.
if (!import.meta.env.SSR) holdPopstateUntilHydrated(window);

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: serifFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The news feed, for readers and aggregators, from every page.
  { rel: "alternate", type: "application/atom+xml", title: newsFeed.title, href: newsFeed.path },
];

/**
 * The framework's scripts, except on a page whose route says `handle = { scripts: false }`: that
 * one goes out as plain HTML (its menus, dialogs and links work without them). Only the prerender
 * decides; in the browser it is the framework's own component.
 */
function PrerenderedScripts() {
  const matches = useMatches();
  return matches.some((match) => (match.handle as PageHandle | undefined)?.scripts === false) ? null : <Scripts />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A stylesheet with a precedence is one of the resources React writes at the start of
            <head>, before the framework's module preloads: the browser requests it before them,
            and over HTTP/1.1 it is not left waiting for one of the six connections they fill. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content="#14284b" />
        <Meta />
        <Links />
        {/* Opens and closes the dialogs where the browser lacks invoker commands (Safari): a
            classic script that runs once the HTML is parsed, whenever the page's own scripts arrive. */}
        <script src="/dialog-fallback.js" defer />
      </head>
      <body>
        {children}
        {import.meta.env.SSR ? <PrerenderedScripts /> : <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ServiceProvider>
      <SiteShell>
        {/* The page body is its own boundary, so it hydrates in short slices after the header.
            Created here, not in SiteShell, so that the shell's own re-renders leave it alone. */}
        <HydratingBoundary>
          <Outlet />
        </HydratingBoundary>
      </SiteShell>
    </ServiceProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ServiceProvider>
      <SiteShell>
        {notFound ? (
          <LazyNotFound />
        ) : (
          <section className="container-page py-24">
            <h1 className="font-display text-4xl font-semibold text-brand">Something went wrong</h1>
            <p className="mt-4 max-w-xl text-lg text-muted">
              This page could not be shown. Please reload it, or return to the home page.
            </p>
          </section>
        )}
      </SiteShell>
    </ServiceProvider>
  );
}
