import { OfficeHeading } from "@/components/office/office-frame";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { officeNotFoundCopy } from "@/content/office";

/** A message or page of the office that does not exist (any more), inside the office's own frame. */
export default function OfficeNotFound() {
  return (
    <>
      <OfficeHeading title={officeNotFoundCopy.title} lead={officeNotFoundCopy.lead} />
      <Link href="/office" className={buttonVariants()}>
        {officeNotFoundCopy.back}
      </Link>
    </>
  );
}
