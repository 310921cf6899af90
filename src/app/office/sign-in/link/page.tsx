import { OfficeFrame, OfficeHeading } from "@/components/office/office-frame";
import { Button, buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { type OfficeQuery, signInCopy } from "@/content/office";
import { database } from "@/server/db/client";
import { signInLinkIsLive } from "@/server/office/sign-in";

export const metadata = { title: signInCopy.pageTitle };

/**
 * Where a sign-in mail's link leads. Opening it signs nobody in (mail scanners open links): the button does, by
 * posting the token, which then works no more.
 */
export default async function SignInLinkPage({ searchParams }: { searchParams: OfficeQuery }) {
  const { token } = await searchParams;
  const live = typeof token === "string" && (await signInLinkIsLive(await database(), token));
  return (
    <OfficeFrame>
      <div className="mx-auto max-w-lg">
        {live ? (
          <>
            <OfficeHeading title={signInCopy.linkTitle} lead={signInCopy.linkLead} />
            <form method="post" action="/office/sign-in/session">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="lg">
                {signInCopy.signIn}
              </Button>
            </form>
          </>
        ) : (
          <>
            <OfficeHeading title={signInCopy.deadLinkTitle} lead={signInCopy.deadLinkLead} />
            <Link href="/office/sign-in" className={buttonVariants({ size: "lg" })}>
              {signInCopy.newLink}
            </Link>
          </>
        )}
      </div>
    </OfficeFrame>
  );
}
