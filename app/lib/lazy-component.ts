import { type ComponentType, lazy } from "react";

/**
 * A component that `load`'s module exports as `name`, whose code is a chunk of its own, fetched
 * when it first renders. This is how a page keeps its code out of the first load: each route
 * module holds only its loader, its meta and its sections through this, so the page is
 * prerendered in full and hydrates when its chunk arrives
 * (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md). A page's sections below the
 * fold come in the same way, a chunk that loads after the page is interactive. Until the code arrives the
 * nearest Suspense boundary keeps the prerendered HTML on screen.
 */
export function lazyComponent<Name extends string, Module extends Record<Name, ComponentType<never>>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<PropsOf<Module[Name]>> })));
}

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;
