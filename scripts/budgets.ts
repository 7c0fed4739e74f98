/** Size budgets of the client build (gzip bytes). Never loosen them to make a build pass. */
export const budgets = {
  /** JavaScript a route loads before it is interactive: entry, route chunks and modulepreloads. */
  firstLoadJsGzip: 110 * 1024,
  /** Stylesheets linked by a route. */
  cssGzip: 30 * 1024,
  /** Font files a route preloads (woff2, compressed already): the first screen waits for them. */
  preloadedFonts: 29 * 1024,
  /**
   * A page's HTML as sent (brotli). A new connection's first round trip carries about 14.6 KB
   * (ten packets); the response headers take about 1.05 KB of it, and a longer document makes
   * the first paint wait one round trip more.
   */
  documentBrotli: 13.2 * 1024,
  /**
   * Everything the home page transfers before the visitor does anything (headers and bodies as
   * sent, the hero video included) on Lighthouse's mobile profile: `npm run page-weight`.
   */
  homeTransferBeforeInteraction: 400 * 1024,
};
