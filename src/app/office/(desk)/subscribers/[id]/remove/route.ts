import { noticePath } from "@/content/office";
import { removeReader } from "@/server/newsletter/list";
import { officeRoute } from "@/server/office/guard";

/** Takes a reader off the list: owners only. */
export const POST = officeRoute("owner", async ({ db, person, params }) => {
  const removed = await removeReader(db, person, params.id!);
  return noticePath(
    "/office/subscribers",
    removed ? { done: "reader-removed" } : { error: "unknown-reader" },
  );
});
