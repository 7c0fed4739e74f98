import { type ComponentProps, lazy, Suspense } from "react";
import type { ContactForm as ContactFormComponent } from "./contact-form.tsx";

type ContactFormProps = ComponentProps<typeof ContactFormComponent>;

// Prerendering renders the form itself, so the HTML holds every field. In the browser the form
// (react-hook-form and zod) is its own chunk, outside the first-load budget: the prerendered
// form stays on screen and is hydrated as soon as the chunk arrives.
const prerendered = import.meta.env.SSR ? await import("./contact-form.tsx") : undefined;
const Loaded = lazy(() => import("./contact-form.tsx").then((module) => ({ default: module.ContactForm })));
const Form = prerendered?.ContactForm ?? Loaded;

/** The contact form, loaded in its own chunk. */
export function ContactFormLoader(props: ContactFormProps) {
  return (
    // After a client-side navigation, a card of the form's size holds its place for the moment the chunk takes.
    <Suspense fallback={<div className="min-h-[36rem] rounded-3xl bg-white shadow-card" />}>
      <Form {...props} />
    </Suspense>
  );
}
