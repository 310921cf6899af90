/**
 * A drawing made at build and served as a cached SVG file (a cover, a portrait): decorative, since its words
 * are always written beside it. Lazy unless `eager`; a lazy one goes in a `drawing-frame` (globals.css), so that it
 * is fetched as it nears the screen rather than beside the page's first paint.
 */
export function Drawing({
  src,
  width,
  height,
  eager = false,
  className,
}: {
  src: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn at build: nothing to optimise
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
