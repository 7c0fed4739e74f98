import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";

export const meta = notFoundMeta;

export default function NotFoundRoute() {
  return <NotFound />;
}
