import { getInTouchPage } from "@/content/contact";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(getInTouchPage.meta, "/contact/get-in-touch");

export default function GetInTouchPage() {
  return (
    <>
      <Hero {...getInTouchPage.hero} />
      <MessageFormSection
        form="get-in-touch"
        heading={getInTouchPage.form}
        details={getInTouchPage.details}
      />
    </>
  );
}
