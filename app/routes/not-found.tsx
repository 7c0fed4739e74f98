import { NotFoundLoader } from "../components/layout/not-found-loader.tsx";
import { notFoundMeta } from "../lib/not-found-meta.ts";

// Any other address, met on a client-side navigation: nothing was prerendered for it, so its tags
// are built here, from a small module (the prerendered /404 page has routes/not-found-page.tsx).
export const meta = notFoundMeta;

export default function NotFoundRoute() {
  return <NotFoundLoader />;
}
