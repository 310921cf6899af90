import { page } from "@/content/nl/insights/article";
import { ArticleView } from "@/components/insights/article-view";
import { feedLinkOf } from "@/lib/feed";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta, feedLinkOf("nl"));

export default function DutchFeaturedArticlePage() {
  return <ArticleView article={page.article} related={page.related} />;
}
