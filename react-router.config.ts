import type { Config } from "@react-router/dev/config";
import { dynamicPaths } from "./app/content/paths.ts";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_ROOT ?? "build",
  // Static routes come from routes.ts; every dynamic segment is enumerated from the content
  // modules, so adding a record to a content module adds its page.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...dynamicPaths(), "/404"];
  },
} satisfies Config;
