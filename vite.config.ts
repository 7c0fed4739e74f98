import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  define: {
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.SITE_URL ?? "https://www.scriptoria.example"),
  },
});
