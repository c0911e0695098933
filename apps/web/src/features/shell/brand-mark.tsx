import { ShieldCheck } from 'lucide-react';

/** The logo tile beside the brand name; decorative, the name carries the meaning. */
export function BrandMark() {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-lg bg-blue-700 text-white"
    >
      <ShieldCheck className="size-5" />
    </span>
  );
}
