"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/** How long after the last keystroke a draft is saved. */
const QUIET_MS = 1_500;

/**
 * Saves the form it sits in as one types: a pause in typing posts the form to its own action, asking for JSON,
 * says when it was saved (read out politely), and refreshes the page's server parts (the preview). Without
 * JavaScript the form's own "Save draft" button does the same with a full post.
 */
export function Autosave({ failed }: { failed: string }) {
  const anchor = useRef<HTMLParagraphElement>(null);
  const router = useRouter();
  const [said, setSaid] = useState("");
  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = async () => {
      try {
        const response = await fetch(form.action, {
          method: "POST",
          headers: { accept: "application/json" },
          body: new FormData(form),
        });
        const answer = (await response.json()) as { message?: string };
        setSaid(answer.message ?? failed);
        if (response.ok) router.refresh();
      } catch {
        setSaid(failed);
      }
    };
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void save(), QUIET_MS);
    };
    form.addEventListener("input", changed);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", changed);
    };
  }, [failed, router]);
  return (
    <p ref={anchor} role="status" className="min-h-6 text-sm text-ink-600">
      {said}
    </p>
  );
}
