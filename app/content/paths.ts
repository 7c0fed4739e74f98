/**
 * The URLs of dynamic routes, enumerated from the content modules for the prerender list
 * (static routes come from routes.ts itself).
 */
import { categories } from "./categories.ts";

export function dynamicPaths(): string[] {
  return [...categories.map((category) => `/all/${category.slug}`)];
}
