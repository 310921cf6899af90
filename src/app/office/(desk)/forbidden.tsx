import { ownersOnlyCopy } from "@/content/office";
import { OfficeHeading } from "@/components/office/office-frame";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

/** An owners' page opened by a member of staff (officePage("owner") calls forbidden()): 403, in the office's frame. */
export default function OwnersOnly() {
  return (
    <>
      <OfficeHeading title={ownersOnlyCopy.title} lead={ownersOnlyCopy.lead} />
      <Link href="/office" className={buttonVariants()}>
        {ownersOnlyCopy.back}
      </Link>
    </>
  );
}
