"use client";

import { noticePath, officeRefusals, passkeyCopy as words } from "@/content/office";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** Posts JSON to an office route and returns its status and answer. */
async function post(
  path: string,
  body: unknown = {},
): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    data: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

const unchanging = () => () => {};

/** Whether this browser can use passkeys: known only in the browser (the server's HTML says no). */
function usePasskeys(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
}

/** A line that says what happened, read out when it changes. */
function Outcome({ text, failed }: { text: string; failed: boolean }) {
  return (
    <p role={failed ? "alert" : "status"} className={failed ? "text-danger-600" : "text-success-700"}>
      {text}
    </p>
  );
}

/**
 * "Sign in with a passkey" on the sign-in page: shown only where the browser can do it (the mailed link works
 * everywhere, with or without JavaScript).
 */
export function PasskeySignIn() {
  const supported = usePasskeys();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  if (!supported) return null;
  const signIn = async () => {
    setBusy(true);
    setFailure("");
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const { data: start } = await post("/office/sign-in/passkey/options");
      const response = await startAuthentication({ optionsJSON: start.options as never });
      const { status, data } = await post("/office/sign-in/passkey", {
        challengeId: start.challengeId,
        response,
      });
      if (status === 200 && typeof data.location === "string") return router.push(data.location);
      setFailure(String(data.message ?? officeRefusals["passkey-refused"]));
    } catch {
      setFailure(words.notUsed);
    }
    setBusy(false);
  };
  return (
    <div className="mt-8 grid gap-3 border-t border-line pt-8">
      <Button
        type="button"
        variant="dark"
        size="lg"
        className="justify-self-start"
        onClick={signIn}
        disabled={busy}
      >
        {busy ? words.signingIn : words.signIn}
      </Button>
      {failure ? <Outcome text={failure} failed /> : null}
    </div>
  );
}

/** "Add a passkey" on the account page: names it, makes it in the browser, and has the server keep it. */
export function PasskeyRegistration() {
  const supported = usePasskeys();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();
  if (!supported) return <p className="text-ink-600">{words.noScript}</p>;
  const register = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = String(new FormData(event.currentTarget).get("label") ?? "");
    setBusy(true);
    setOutcome(undefined);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const { status: asked, data: start } = await post("/office/passkeys/options");
      if (asked !== 200) throw new Error(String(start.message ?? "refused"));
      const response = await startRegistration({ optionsJSON: start.options as never });
      const { status, data } = await post("/office/passkeys/register", {
        challengeId: start.challengeId,
        response,
        label,
      });
      if (status === 201) return router.push(noticePath("/office/account", { done: "passkey-added" }));
      setOutcome({ text: String(data.message ?? words.notAdded), failed: true });
    } catch {
      setOutcome({ text: words.notMade, failed: true });
    }
    setBusy(false);
  };
  return (
    <form onSubmit={register} className="grid max-w-md gap-4">
      <Field id="passkey-label" label={words.nameLabel} hint={words.nameHint}>
        {(control) => <Input {...control} name="label" maxLength={80} autoComplete="off" />}
      </Field>
      <Button type="submit" className="justify-self-start" disabled={busy}>
        {busy ? words.adding : words.add}
      </Button>
      {outcome ? <Outcome {...outcome} /> : null}
    </form>
  );
}
