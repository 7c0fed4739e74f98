/** Size budgets of the client build (gzip bytes). Never loosen them to make a build pass. */
export const budgets = {
  /** JavaScript a route loads before it is interactive: entry, route chunks and modulepreloads. */
  firstLoadJsGzip: 130 * 1024,
  /** Stylesheets linked by a route. */
  cssGzip: 30 * 1024,
};
