import type { DetailItem } from '../../components/ui/detail-list';

/** A document's facts on one wrapping line, as label/value pairs for screen readers. */
export function AttachmentMeta({ items }: { items: DetailItem[] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex gap-1">
          <dt className="text-slate-600">{item.label}:</dt>
          <dd className="text-slate-800">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
