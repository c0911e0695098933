import { Fragment } from 'react';
import type { DetailItem } from '../../components/ui/detail-list';

/** A fact of a document; `quiet` facts speak for themselves, their label is for screen readers. */
export interface MetaItem extends DetailItem {
  quiet?: boolean;
}

/**
 * A document's facts as one line of text that wraps between facts ("Supporting Document ·
 * 12.3 KB · Uploaded: Nov 28, 2026"), still label/value pairs for screen readers. Issue 20:
 * as flex items every pair took its own line on a 390 px phone. A fact never breaks inside;
 * the space between two facts is the only place a line may break.
 */
export function AttachmentMeta({ items }: { items: MetaItem[] }) {
  return (
    <dl className="text-sm leading-6 text-slate-800">
      {items.map((item, index) => (
        <Fragment key={item.label}>
          {index > 0 ? ' ' : null}
          <div className="inline whitespace-nowrap">
            <dt className={item.quiet ? 'sr-only' : 'inline pr-1 text-slate-600'}>{item.label}:</dt>
            <dd className="inline">
              <span>{item.value}</span>
              {index < items.length - 1 ? (
                <span aria-hidden="true" className="text-slate-500">
                  {'\u00a0·'}
                </span>
              ) : null}
            </dd>
          </div>
        </Fragment>
      ))}
    </dl>
  );
}
