import { type ComponentType, lazy } from "react";
import { HydratingBoundary } from "../components/layout/deferred.tsx";

/**
 * Wraps a form module so that prerendering renders the form itself (the HTML holds every
 * field) while in the browser the form (react-hook-form and zod) is its own chunk, outside the
 * first-load budget: the prerendered form stays on screen and is hydrated as soon as the chunk
 * arrives. After a client-side navigation, a card of the form's size holds its place meanwhile.
 */
async function formLoader<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Form = import.meta.env.SSR ? await load() : lazy(() => load().then((form) => ({ default: form })));
  return function FormLoader(props: Props) {
    return (
      <HydratingBoundary fallback={<div className="min-h-[36rem] rounded-3xl bg-white shadow-card" />}>
        <Form {...props} />
      </HydratingBoundary>
    );
  };
}

/** The contact form, loaded in its own chunk. */
export const ContactFormLoader = await formLoader(() =>
  import("./contact-form.tsx").then((module) => module.ContactForm),
);

/** The application form, loaded in its own chunk. */
export const CareerFormLoader = await formLoader(() => import("./career-form.tsx").then((module) => module.CareerForm));
