import { storyPath } from "../../core/addresses.ts";
import { newsShareImage } from "../../core/copy/news-share-image.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { type PageData, prerenderedPageData } from "../lib/page-data.ts";
import { galleryIn, removedIn, storiesIn } from "../lib/preview.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import { newsArticle } from "../lib/structured-data.ts";
import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundData } from "../not-found/not-found-data.ts";
import { goneData } from "../sections/gone/gone-data.ts";
import type { Route } from "./+types/news-detail";

const NewsStorySections = lazyComponent(() => import("../sections/news/news-story.tsx"), "NewsStorySections");
const GonePage = lazyComponent(() => import("../sections/gone/gone-page.tsx"), "GonePage");

// Runs at build time only: the story is prerendered as route data, not bundled as code. (And on
// the editing server for a preview, with the draft in the context.)
export async function loader({ params, context }: Route.LoaderArgs) {
  const news = storiesIn(context);
  const item = news.find((story) => story.id === params.id);
  if (!item) {
    const removed = removedIn(context).find((story) => story.id === params.id);
    return removed ? goneData("news", removed.headline, storyPath(removed.id)) : notFoundData();
  }
  const gallery = galleryIn(context, item.id);
  const og = newsShareImage(item);
  const path = storyPath(item.id);
  const data = {
    banner: {
      event: item.event,
      date: item.date,
      isoDate: item.isoDate,
      place: item.place,
    },
    story: { id: item.id, img: item.img, alt: item.alt, headline: item.headline, body: item.body },
    gallery: gallery
      ? gallery.images.map((image, index) => {
          const caption = gallery.captions[index] ?? "";
          return { image, alt: caption, caption };
        })
      : null,
    related: news.map(({ id, date, isoDate, headline }) => ({ id, date, isoDate, headline })),
  };
  return withMeta(
    data,
    pageMeta({
      title: item.headline,
      description: item.summary,
      path,
      image: og.src,
      structuredData: [
        newsArticle({ headline: item.headline, description: item.summary, isoDate: item.isoDate, image: og.src, path }),
      ],
    }),
  );
}

// On a client-side navigation a case variant (/company/newsdetail/3) redirects, and an id that
// no story has renders the not-found page: its data was never built, and the request for it
// answers 404. Every link on the site names a story that exists, so the browser need not
// carry the list of stories to tell.
export function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): PageData<Route.ClientLoaderArgs> {
  const path = /^(0|[1-9]\d*)$/.test(params.id) ? storyPath(params.id) : null;
  return prerenderedPageData(request, path, serverLoader);
}

export const meta = routeMeta;

export default function NewsDetailRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <LazyNotFound />;
  if ("gone" in loaderData) return <GonePage {...loaderData.gone} />;
  const { banner, story, gallery, related } = loaderData;
  return <NewsStorySections banner={banner} story={story} gallery={gallery} related={related} />;
}
