import { type FormKind, formRefusedPages } from "../../core/copy/form-replies.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import type { PageHandle } from "../lib/page-handle.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/form-refused";

const FormRefused = lazyComponent(() => import("../sections/form-reply/form-refused.tsx"), "FormRefused");

// A template per form for the server's refusal page (server/forms/refusal-page.ts).
export const loader = ({ params }: Route.LoaderArgs) => {
  const page = formRefusedPages[params.form as FormKind];
  if (!page) throw new Response("Not found", { status: 404 });
  return withMeta(page, pageMeta({ title: page.title, description: page.heading, path: page.path, noindex: true }));
};

export const meta = routeMeta;

// The server fills the template in and sends it as it is: plain HTML, nothing to hydrate.
export const handle: PageHandle = { scripts: false };

export default function FormRefusedRoute({ loaderData: page }: Route.ComponentProps) {
  return <FormRefused page={page} />;
}
