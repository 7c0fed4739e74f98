import { newsOgImages } from "./media/news-og.ts";
import type { NewsItem } from "./news.ts";

/** A picture of a story for sharing and feeds: a public path and its size. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
}

/**
 * The story's Open Graph picture (1200 × 630, made by `npm run media -- news-og`), or, for a story
 * an editor added since, the largest rendition of its own picture.
 */
export function newsShareImage(item: Pick<NewsItem, "id" | "img">): ShareImage {
  const generated: ShareImage | undefined =
    newsOgImages[`news-${item.id.padStart(2, "0")}` as keyof typeof newsOgImages];
  return (
    generated ?? { src: `${item.img.base}-${item.img.width}.webp`, width: item.img.width, height: item.img.height }
  );
}
