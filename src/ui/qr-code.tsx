import { useMemo } from 'react';
import { encode } from 'uqr';

/** The dark modules of a QR code as one SVG path of unit squares, row by row. */
function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

/**
 * A QR code of `value` (an address), drawn as an image with a text alternative. Black on white with a quiet
 * zone, whatever the page's colours, so phones read it. Without a value yet (pre-rendered), an empty box of the
 * same size keeps the layout still.
 */
export function QrCode({
  value,
  label,
  size = 144,
  className,
}: {
  value: string | null;
  label: string;
  size?: number;
  className?: string;
}) {
  const code = useMemo(() => (value ? encode(value, { ecc: 'M', border: 2 }) : null), [value]);
  // Sized by attributes, not a style: pre-rendered HTML carries no inline styles (the Content-Security-Policy).
  if (!code) return <svg className={className} width={size} height={size} aria-hidden="true" />;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={modulesPath(code.data)} fill="#000" />
    </svg>
  );
}
