/**
 * Starts the page's scripts once it has loaded and been painted. The build keeps each page's
 * module script inert (`<script type="text/plain" id="hydrate">`, scripts/lib/defer-hydration.ts,
 * which says why); this runs it as a module script then, and preloads the files named in its
 * `data-preload`. A page without it (the development server's) is left alone.
 */
function startHydration() {
  const inert = document.getElementById("hydrate");
  if (!inert) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (inert.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = inert.textContent;
    document.body.append(script);
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  const afterLoad = () => {
    // A hidden tab paints nothing: start at once.
    if (document.hidden || painted()) return start();
    new PerformanceObserver(() => painted() && start()).observe({ type: "paint" });
    // Browsers without paint timing.
    setTimeout(start, 1000);
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}

/** The starter as the text of a script. */
export const startHydrationScript = () => `(${startHydration.toString()})()`;
