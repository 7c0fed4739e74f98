import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("all/:category", "routes/category.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
