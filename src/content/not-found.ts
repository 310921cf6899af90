/** The 404 page, shown for any path the site does not have. */
import type { PageMeta } from "@/types/site";
import { notFoundPaths } from "./routes";

export const page = {
  meta: {
    path: notFoundPaths.en as string,
    title: "Page not found",
    description:
      "The page you asked for does not exist or has moved. Start again from the home page, or pick up from services, about, insights or contact.",
    unlisted: true,
  } satisfies PageMeta,
  eyebrow: "Error 404",
  title: "Oops! Page not found",
  lead: "The page you asked for does not exist or has moved. Start again from the home page, or pick up from one of these sections.",
  homeAction: "Return to Home",
  sectionsTitle: "Or pick up from a section",
  /** What the bare 404 says, where a path outside the public pages (the office's, the API's) is not found. */
  bareLead: "The page you asked for does not exist or has moved.",
};
