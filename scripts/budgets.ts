/** Size budgets of the client build (gzip bytes). Never loosen them to make a build pass. */
export const budgets = {
  /** JavaScript a route loads before it is interactive: entry, route chunks and modulepreloads. */
  firstLoadJsGzip: 110 * 1024,
  /** Stylesheets linked by a route. */
  cssGzip: 30 * 1024,
  /** Font files a route preloads (woff2, compressed already): the first screen waits for them. */
  preloadedFonts: 29 * 1024,
  /**
   * Everything the home page transfers before the visitor does anything (headers and bodies as
   * sent, the hero video included) on Lighthouse's mobile profile: `npm run page-weight`.
   */
  homeTransferBeforeInteraction: 400 * 1024,
};
