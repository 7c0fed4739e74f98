import type { VideoAsset } from "../../../core/copy/media/types.ts";
import type { ProductPage, ProductSlug } from "../../../core/copy/products.ts";

/** A product page's route data: its record, its address and, where one exists, its walkthrough. */
export interface ProductPageData {
  product: ProductSlug;
  /** This page's address (an alias keeps its own). */
  path: string;
  /** The product's own address, the canonical link. */
  canonical: string;
  name: string;
  page: ProductPage;
  walkthrough?: { para: string; video: VideoAsset; description: string };
}
