import { FormCard } from "@/components/forms/form-card";
import { MessageForm } from "@/components/forms/message-form";
import { formsIn, type MessageFormId } from "@/lib/forms";
import type { ContactDetails as ContactDetailsData, SectionIntro } from "@/types/sections";
import { ContactDetails } from "./contact-details";
import { Section, type SectionTone } from "./section";
import type { Locale } from "@/types/facts";

/**
 * A block that holds one of the message forms: heading and contact details on one side, the form on a card on
 * the other. Its id is the form's anchor, where calls to action point and outcomes without JavaScript land.
 */
export function MessageFormSection({
  locale,
  form,
  heading,
  details,
  tone,
}: {
  locale: Locale;
  form: MessageFormId;
  heading: SectionIntro;
  details: ContactDetailsData;
  tone?: SectionTone;
}) {
  const definition = formsIn(locale)[form];
  return (
    <Section
      id={definition.anchor}
      tone={tone}
      heading={heading}
      layout="side"
      aside={<ContactDetails locale={locale} {...details} />}
    >
      <FormCard>
        <MessageForm form={definition} />
      </FormCard>
    </Section>
  );
}
