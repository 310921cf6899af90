import { OfficeHeading } from "./office-frame";

/** What a member of staff sees on a page that only owners may open. */
export function OwnersOnly({ title }: { title: string }) {
  return <OfficeHeading title={title} lead="Only an owner of the office can open this page." />;
}
