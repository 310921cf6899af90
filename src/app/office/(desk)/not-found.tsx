import { OfficeHeading } from "@/components/office/office-frame";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

/** A message or page of the office that does not exist (any more), inside the office's own frame. */
export default function OfficeNotFound() {
  return (
    <>
      <OfficeHeading
        title="Not found"
        lead="This message or page does not exist, or no longer does: a message erased or a link mistyped."
      />
      <Link href="/office" className={buttonVariants()}>
        Back to the inbox
      </Link>
    </>
  );
}
