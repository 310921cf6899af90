import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/**
 * The newsletter sign-up: an email input with the placeholder "Enter your email".
 * It posts to the newsletter endpoint, so it works without JavaScript.
 */
export function NewsletterForm({
  id,
  className,
  inverse = false,
}: {
  id: string;
  className?: string;
  inverse?: boolean;
}) {
  return (
    <form
      action="/api/forms/newsletter"
      method="post"
      className={cn("flex flex-col gap-2 sm:flex-row", className)}
    >
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <Input
        id={id}
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="Enter your email"
        className={cn(
          "h-11 sm:flex-1",
          inverse &&
            "border-white/20 bg-white/5 text-white placeholder:text-ink-300 hover:border-white/40 focus-visible:border-white",
        )}
      />
      <Button type="submit" className="h-11">
        Subscribe
      </Button>
    </form>
  );
}
