import { Link } from "@/components/ui/link";
import { brand } from "@/content/site";
import { cn } from "@/lib/cn";

/** The mark: a sun rising over a horizon, in the accent gold. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <circle cx="16" cy="16" r="15" className="fill-ink-900 on-dark:fill-white/10" />
      <path d="M8.5 20a7.5 7.5 0 0 1 15 0z" className="fill-accent-400" />
      <path
        d="M16 7.5v2.6M9.2 10.4l1.8 1.8M22.8 10.4 21 12.2M6.5 16.6h2.4M23.1 16.6h2.4"
        className="stroke-accent-400"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path d="M6 20h20" className="stroke-white" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M10 23.5h12" className="stroke-white/50" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ home, className }: { home: { href: string; label: string }; className?: string }) {
  return (
    <Link
      href={home.href}
      className={cn("inline-flex items-center gap-2.5 rounded-md text-ink-950 on-dark:text-white", className)}
    >
      <LogoMark />
      <span className="font-display text-[1.375rem] font-semibold tracking-tight">{brand.name}</span>
      <span className="sr-only">, {home.label}</span>
    </Link>
  );
}
