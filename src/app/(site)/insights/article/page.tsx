import { page } from "@/content/insights/article";
import { ArticleView } from "@/components/insights/article-view";
import { feedLinkOf } from "@/lib/feed";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta, feedLinkOf("en"));

export default function FeaturedArticlePage() {
  return <ArticleView article={page.article} related={page.related} />;
}
