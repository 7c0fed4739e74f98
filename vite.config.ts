import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildEnv } from "./core/env.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Vite's table of gzip sizes costs seconds of every build (a publish's too); the budgets
    // (scripts/check-budgets.ts) measure what matters and fail the build.
    reportCompressedSize: false,
    // No <link rel="modulepreload"> added at run time for the dependencies of lazily loaded
    // modules: each costs the main thread more than the round trip it saves (they are few and
    // small, and their shared dependencies are already loaded).
    modulePreload: false,
    rolldownOptions: {
      // Only the re-exports a module uses are compiled from a side-effect-free barrel: the
      // pages name a dozen lucide icons, and the package's index re-exports thousands (2,560
      // modules transformed instead of 456; half the client build's time, the same code).
      experimental: { lazyBarrel: true },
      output: {
        // Every page calls most of the framework while it hydrates. Marked so, Chrome compiles
        // all of it while the file streams in, off the main thread, rather than each function on
        // its first call, in the tasks that hydrate the page (V8's explicit compile hints; other
        // browsers ignore the comment).
        postBanner: (chunk) => (chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : ""),
        // The framework and the site shell as two long-cached files instead of many small ones:
        // fewer requests on the first visit, the same bytes.
        codeSplitting: {
          groups: [
            { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The site shell every page loads first: the root module and what it imports
            // statically (a group takes its modules' dependencies along), with the three helpers
            // every route module imports; nothing that the shell loads later (footer, menu
            // panels, overlay, not-found page) or that only a page needs.
            {
              name: "shell",
              test: /[\\/]app[\\/](root\.tsx|lib[\\/](route-meta|page-data|lazy-component)\.ts)$/,
            },
          ],
        },
      },
    },
  },
  define: {
    "import.meta.env.VITE_SITE_URL": JSON.stringify(readBuildEnv().SITE_URL),
  },
});
