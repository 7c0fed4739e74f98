// The home page's sections below the hero, as one module: their code arrives in one file.
export { default as BusinessTarget } from "./business-target.tsx";
export { default as ClientLogos } from "./client-logos.tsx";
export { default as NewsHighlights } from "./news-highlights.tsx";
export { default as ProductCarousel } from "./product-carousel.tsx";
export { default as ServiceCards } from "./service-cards.tsx";
export { default as Showcase } from "./showcase.tsx";
