import { page } from "@/content/insights/article";
import { ArticleView } from "@/components/insights/article-view";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function FeaturedArticlePage() {
  return <ArticleView article={page.article} related={page.related} />;
}
