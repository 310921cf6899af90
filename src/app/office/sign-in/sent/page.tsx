import { OfficeFrame, OfficeHeading } from "@/components/office/office-frame";
import { signInCopy } from "@/content/office";

export const metadata = { title: signInCopy.sentTitle };

export default function SignInSentPage() {
  return (
    <OfficeFrame>
      <div className="mx-auto max-w-lg">
        <OfficeHeading title={signInCopy.sentTitle} lead={signInCopy.sentLead} />
      </div>
    </OfficeFrame>
  );
}
