/**
 * The site's routes, one module each under routes/. Every page is prerendered (ssr: false in
 * react-router.config.ts), so a route module's `loader` runs at build time only: what it returns
 * (the page's copy or record, and its meta tags built by lib/seo.ts) is written into the page's
 * HTML and its .data file, and neither that content nor the code that built it is bundled for the
 * browser. The page's sections are a chunk of their own (lib/lazy-component.ts).
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("all/:category", "routes/category.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("imprint", "routes/imprint.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("company/Aboutus", "routes/about.tsx"),
  route("company/offices", "routes/offices.tsx"),
  route("company/contactus", "routes/contact.tsx"),
  route("company/contactus/sent", "routes/contact-sent.tsx"),
  route("company/career", "routes/career.tsx"),
  route("company/career/sent", "routes/career-sent.tsx"),
  route("company/career/:opening", "routes/career-apply.tsx"),
  route("company/News", "routes/news.tsx"),
  route("company/Newsdetail/:id", "routes/news-detail.tsx"),
  route("company/sample/:category", "routes/samples.tsx"),
  route("content/:service", "routes/service.tsx", { id: "routes/content-service" }),
  route("digital/:service", "routes/service.tsx", { id: "routes/digital-service" }),
  route("products/:product", "routes/product.tsx"),
  route("technology", "routes/technology.tsx"),
  route("projectmanagement", "routes/project-management.tsx"),
  route("typesettingkpo", "routes/typesetting.tsx"),
  // A script file, not a page (app/lib/dialog-fallback.ts).
  route("dialog-fallback.js", "routes/dialog-fallback.ts"),
  // The testing pages: one dynamic segment, ranked below every static path. Other values render
  // the not-found page.
  route(":testing", "routes/testing.tsx"),
  // The prerendered not-found page keeps its own small route, rather than matching ":testing".
  route("404", "routes/not-found-page.tsx"),
  // Templates of the server's answer to a refused form sent without JavaScript; not served as pages.
  route("form-refused/:form", "routes/form-refused.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
