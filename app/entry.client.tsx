import { type ContextType, StrictMode, startTransition, useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  type HydrationState,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_useFogOFWarDiscovery as useFogOfWarDiscovery,
} from "react-router";
import { RouterProvider } from "react-router/dom";

/**
 * The page hydrates as React Router's own HydratedRouter would hydrate it, with one difference:
 * the router is built before React starts, one step per task (decoding the route data, which the
 * page carries inert until now; the client routes; the hydration data; the router; its start).
 * HydratedRouter builds it inside its first render, in one task of 10 to 20 ms on a mid-range
 * phone's share of this machine, long enough to hold up a tap; here no step takes more than a
 * few milliseconds, and React then hydrates in its own short slices. Pinned to the React Router
 * version in package.json: the steps are those of its createHydratedRouter, and the end-to-end
 * tests cover hydration and every navigation.
 */

type Framework = NonNullable<ContextType<typeof FrameworkContext>>;

/** What the prerendered page leaves for the client (written by React Router's Scripts). */
interface RouterGlobals {
  __reactRouterContext: Pick<Framework, "future" | "ssr" | "isSpaMode" | "routeDiscovery"> & {
    basename?: string;
    /** Where the page feeds its route data into a stream itself (not on prerendered pages). */
    stream?: ReadableStream<Uint8Array>;
  };
  __reactRouterManifest: Framework["manifest"];
  __reactRouterRouteModules: Framework["routeModules"];
  __reactRouterDataRouter?: DataRouter;
}

const globals = window as unknown as Window & RouterGlobals;
const context = globals.__reactRouterContext;
const manifest = globals.__reactRouterManifest;
const routeModules = globals.__reactRouterRouteModules;
/** What the route modules' Links, Meta and Scripts read, as HydratedRouter provides it. */
const framework: Framework = {
  manifest,
  routeModules,
  future: context.future,
  ssr: context.ssr,
  isSpaMode: context.isSpaMode,
  routeDiscovery: context.routeDiscovery,
};

/** Lets the browser paint and handle input between two steps. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** The route data the prerendered page carries as inert JSON chunks (entry.server.tsx, inertRouteData). */
function routeData(): ReadableStream<Uint8Array> {
  const scripts = document.querySelectorAll<HTMLScriptElement>("script[data-route-data]");
  if (scripts.length === 0) throw new Error("The page has no route data to hydrate from");
  const chunks = [...scripts].map((script) => JSON.parse(script.text) as string);
  return new Blob(chunks).stream();
}

async function createHydratedRouter(): Promise<DataRouter> {
  const state = (await decodeViaTurboStream(context.stream ?? routeData(), window)).value as HydrationState;
  context.stream = undefined;
  await nextTask();
  const routes = createClientRoutes(manifest.routes, routeModules, state, context.ssr, context.isSpaMode);
  await nextTask();
  const hydrationData = getHydrationData({
    state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename: context.basename,
    future: context.future,
    isSpaMode: context.isSpaMode,
  });
  await nextTask();
  const router: DataRouter = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: context.basename,
    hydrationData,
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(() => router, manifest, routeModules, context.ssr),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      context.isSpaMode,
      context.basename,
    ),
  });
  await nextTask();
  // Every route's data is in the page, so the router starts at once; otherwise it would start
  // (and load what is missing) once the first render has committed, as HydratedRouter does.
  if (router.state.initialized) router.initialize();
  globals.__reactRouterDataRouter = router;
  await nextTask();
  return router;
}

function HydratedRouter({ router }: { router: DataRouter }) {
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    if (!router.state.initialized) router.initialize();
  }, [router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [router, location],
  );
  useFogOfWarDiscovery(router, manifest, routeModules, context.ssr, context.routeDiscovery, context.isSpaMode);
  return (
    <FrameworkContext.Provider value={framework}>
      <RemixErrorBoundary location={location}>
        <RouterProvider router={router} />
      </RemixErrorBoundary>
    </FrameworkContext.Provider>
  );
}

createHydratedRouter().then((router) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter router={router} />
      </StrictMode>,
    );
  });
});
