import type { Config } from "@react-router/dev/config";
import { dynamicPaths } from "./app/prerender-paths.ts";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_ROOT ?? "build",
  // One chunk per route module: they are small (each page's sections are a chunk of their own),
  // and a split-off client loader would be one more file on every first load.
  splitRouteModules: false,
  // Static routes come from routes.ts; every dynamic segment is enumerated from the content
  // modules, so adding a record to a content module adds its page.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...dynamicPaths(), "/404"];
  },
} satisfies Config;
