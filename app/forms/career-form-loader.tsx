import { type ComponentProps, lazy, Suspense } from "react";
import type { CareerForm as CareerFormComponent } from "./career-form.tsx";

type CareerFormProps = ComponentProps<typeof CareerFormComponent>;

// As for the contact form: rendered in the prerendered HTML, loaded in its own chunk in the browser.
const prerendered = import.meta.env.SSR ? await import("./career-form.tsx") : undefined;
const Loaded = lazy(() => import("./career-form.tsx").then((module) => ({ default: module.CareerForm })));
const Form = prerendered?.CareerForm ?? Loaded;

/** The application form, loaded in its own chunk. */
export function CareerFormLoader(props: CareerFormProps) {
  return (
    // After a client-side navigation, a card of the form's size holds its place for the moment the chunk takes.
    <Suspense fallback={<div className="min-h-[36rem] rounded-3xl bg-white shadow-card" />}>
      <Form {...props} />
    </Suspense>
  );
}
