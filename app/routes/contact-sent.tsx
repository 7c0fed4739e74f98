import { formSentPages } from "../../core/copy/form-replies.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { formSentData } from "../sections/form-reply/form-sent-meta.ts";
import type { Route } from "./+types/contact-sent";

const FormSent = lazyComponent(() => import("../sections/form-reply/form-sent.tsx"), "FormSent");

export const loader = () => formSentData(formSentPages.contact);

export const meta = routeMeta;

export default function ContactSentRoute({ loaderData: page }: Route.ComponentProps) {
  return <FormSent page={page} />;
}
