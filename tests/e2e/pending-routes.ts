/**
 * Pages that the menus already link to but that are not built yet. The link check accepts a
 * link to one of these; the list must shrink to nothing as the pages are added.
 */
export const pendingRoutes: RegExp[] = [
  /^\/content\/[a-z]+$/,
  /^\/digital\/[a-z]+$/,
  /^\/products\/[a-z]+$/,
  /^\/technology$/,
  /^\/company\/(Aboutus|contactus|offices|career|News)$/,
  /^\/company\/sample\/Composition$/,
];
