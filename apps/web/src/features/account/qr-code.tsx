import { encode } from 'uqr';

/** Light modules around the code, so a scanner finds its edges on any background. */
const QUIET_ZONE = 2;

/** The dark modules of a QR code as one SVG path (one element, not hundreds of rects). */
export function qrPath(value: string): { size: number; path: string } {
  const { data } = encode(value, { ecc: 'M' });
  const size = data.length + QUIET_ZONE * 2;
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    });
  });
  return { size, path: parts.join('') };
}

/**
 * A QR code drawn in the browser (nothing is sent anywhere: the otpauth URL holds the
 * secret). `label` is its text alternative, which points to the typed-in setup key.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = qrPath(value);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-52 rounded-lg border border-slate-200 bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
