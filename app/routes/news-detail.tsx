import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { NewsDateline } from "../components/ui/news-dateline.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { newsOgImages } from "../content/media/news-og.ts";
import { findGallery, findNewsItem, news } from "../content/news.ts";
import { newsPage } from "../content/news-page.ts";
import { pageMeta } from "../lib/seo.ts";
import { prerenderedPageData } from "../lib/service-route.ts";
import { newsArticle } from "../lib/structured-data.ts";
import { NewsArticle } from "../sections/news/news-article.tsx";
import type { Route } from "./+types/news-detail";

// Runs at build time only: the story is prerendered as route data, not bundled as code.
export function loader({ params }: Route.LoaderArgs) {
  const item = findNewsItem(params.id);
  if (!item) return null;
  const gallery = findGallery(item.id);
  const og = newsOgImages[`news-${item.id.padStart(2, "0")}` as keyof typeof newsOgImages];
  return {
    path: `/company/Newsdetail/${item.id}`,
    ogImage: og.src,
    banner: {
      title: item.title,
      date: item.date,
      isoDate: item.isoDate,
      destination: item.destination,
      para: item.para,
    },
    story: { id: item.id, img: item.img, alt: item.alt, shortnews: item.shortnews, brief: item.brief },
    gallery: gallery
      ? gallery.images.map((image, index) => {
          const caption = gallery.captions[index] ?? "";
          return { image, alt: caption, caption };
        })
      : null,
    related: news.map(({ id, date, isoDate, shortnews }) => ({ id, date, isoDate, shortnews })),
  };
}

// On a client-side navigation a case variant (/company/newsdetail/3) redirects, and an id that
// no story has renders the not-found page: its data was never built, and the request for it
// answers 404. Every link on the site names a story that exists, so the browser need not
// carry the list of stories to tell.
export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const path = /^(0|[1-9]\d*)$/.test(params.id) ? `/company/Newsdetail/${params.id}` : null;
  return prerenderedPageData(request, path, serverLoader);
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.story.shortnews,
        description: loaderData.banner.para,
        path: loaderData.path,
        image: loaderData.ogImage,
        structuredData: [
          newsArticle({
            headline: loaderData.story.shortnews,
            description: loaderData.banner.para,
            isoDate: loaderData.banner.isoDate,
            image: loaderData.ogImage,
            path: loaderData.path,
          }),
        ],
      })
    : notFoundMeta();

export default function NewsDetailRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  const { banner, story, gallery, related } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={banner.title ?? newsPage.detail.eyebrow}
        title={story.shortnews}
        lead={<NewsDateline date={banner.date} isoDate={banner.isoDate} place={banner.destination} size="lg" />}
      />
      <NewsArticle story={story} gallery={gallery} related={related} />
    </>
  );
}
