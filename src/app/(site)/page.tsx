import { page } from "@/content/home";
import { languageHint } from "@/content/frame";
import { serviceSummaries } from "@/content/services";
import { firmFacts } from "@/content/site";
import { HomeView } from "@/components/pages/home";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function HomePage() {
  return <HomeView page={page} facts={firmFacts} services={serviceSummaries} hint={languageHint} />;
}
