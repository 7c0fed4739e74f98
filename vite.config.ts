import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // No <link rel="modulepreload"> added at run time for the dependencies of lazily loaded
    // modules: each costs the main thread more than the round trip it saves (they are few and
    // small, and their shared dependencies are already loaded).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The framework and the site shell as two long-cached files instead of many small ones:
        // fewer requests on the first visit, the same bytes.
        codeSplitting: {
          groups: [
            { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The site shell every page loads: layout, its content and helpers.
            {
              name: "shell",
              test: /[\\/]app[\\/](root\.tsx|components[\\/]layout[\\/]|lib[\\/]|content[\\/](site|menu|categories)\.ts)/,
            },
          ],
        },
      },
    },
  },
  define: {
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.SITE_URL ?? "https://www.scriptoria.example"),
  },
});
