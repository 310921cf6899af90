import { FormCard } from "@/components/forms/form-card";
import { MessageForm } from "@/components/forms/message-form";
import { forms, type MessageFormId } from "@/lib/forms";
import type { ContactDetails as ContactDetailsData, SectionIntro } from "@/types/sections";
import { ContactDetails } from "./contact-details";
import { Section, type SectionTone } from "./section";

/**
 * A block that holds one of the message forms: heading and contact details on one side, the form on a card on
 * the other. Its id is the form's anchor, where calls to action point and outcomes without JavaScript land.
 */
export function MessageFormSection({
  form,
  heading,
  details,
  tone,
}: {
  form: MessageFormId;
  heading: SectionIntro;
  details: ContactDetailsData;
  tone?: SectionTone;
}) {
  return (
    <Section
      id={forms[form].anchor}
      tone={tone}
      heading={heading}
      layout="side"
      aside={<ContactDetails {...details} />}
    >
      <FormCard>
        <MessageForm form={form} />
      </FormCard>
    </Section>
  );
}
