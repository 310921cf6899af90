import {
  ArrowRight,
  BrainCircuit,
  Compass,
  FileText,
  Headset,
  Megaphone,
  Sunrise,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/content/types";

const icons: Record<IconName, LucideIcon> = {
  compass: Compass,
  megaphone: Megaphone,
  users: Users,
  sunrise: Sunrise,
  "brain-circuit": BrainCircuit,
  headset: Headset,
  "file-text": FileText,
  "arrow-right": ArrowRight,
};

/** A decorative line icon named in content. Content names icons; only this file knows the icon set. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} strokeWidth={1.6} />;
}
