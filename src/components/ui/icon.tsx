/**
 * How an icon is drawn: plain data, so a page bundles only the shapes it imports. Shapes used in one place stay
 * beside that place; shapes used in several live in `./icons/`, a small module per group.
 */
export interface IconShape {
  /** The side of the square the paths are drawn in (its viewBox). */
  box: number;
  paths: readonly string[];
  /** Drawn as round-ended lines of this width instead of filled. */
  line?: number;
  /** Filled by the even-odd rule, so that inner shapes cut holes. */
  holes?: boolean;
}

/**
 * A decorative icon: hidden from assistive technology, because the text or the `aria-label` beside it names what
 * it stands for. Size and colour come from `className` (it draws in `currentColor`).
 */
export function Icon({ shape: { box, paths, line, holes }, className }: { shape: IconShape; className?: string }) {
  const round = line ? 'round' : undefined;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${box} ${box}`}
      className={className}
      fill={line ? 'none' : 'currentColor'}
      fillRule={holes ? 'evenodd' : undefined}
      stroke={line ? 'currentColor' : undefined}
      strokeWidth={line}
      strokeLinecap={round}
      strokeLinejoin={round}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
