import { page } from "@/content/nl/home";
import { serviceSummaries } from "@/content/nl/services";
import { firmFacts } from "@/content/nl/site";
import { HomeView } from "@/components/pages/home";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchHomePage() {
  return <HomeView page={page} facts={firmFacts} services={serviceSummaries} />;
}
