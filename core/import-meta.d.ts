/** The one build-time value the core reads from Vite (core/copy/brand.ts); absent where Node runs the core directly. */
interface ImportMeta {
  readonly env?: { readonly VITE_SITE_URL?: string };
}
