import { redirect } from "next/navigation";
import { OfficeFrame, OfficeHeading } from "@/components/office/office-frame";
import { PasskeySignIn } from "@/components/office/passkey-actions";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { officeNotice, type OfficeQuery, signInCopy } from "@/content/office";
import { signedIn } from "@/server/office/guard";

export const metadata = { title: signInCopy.pageTitle };

export default async function SignInPage({ searchParams }: { searchParams: OfficeQuery }) {
  if (await signedIn()) redirect("/office");
  const query = await searchParams;
  const notice = officeNotice(query);
  return (
    <OfficeFrame>
      <div className="mx-auto max-w-lg">
        <OfficeHeading title={signInCopy.title} lead={signInCopy.lead} notice={notice} />
        <form method="post" action="/office/sign-in/request" className="grid gap-5">
          <Field
            id="email"
            label={signInCopy.emailLabel}
            required
            error={query.error === "email" ? notice?.text : undefined}
          >
            {(control) => <Input {...control} name="email" type="email" autoComplete="email" />}
          </Field>
          <Button type="submit" size="lg" className="justify-self-start">
            {signInCopy.send}
          </Button>
        </form>
        <PasskeySignIn />
      </div>
    </OfficeFrame>
  );
}
