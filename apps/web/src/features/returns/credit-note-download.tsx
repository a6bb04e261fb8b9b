import { Download } from 'lucide-react';
import { useState } from 'react';
import type { Return } from '@store/contract';
import { buttonClass } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { formatDate, formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { downloadCreditNote } from './returns.api';

/** The credit note of a received return: its number, total and the PDF. */
export function CreditNoteDownload({
  ret,
  scope = 'customer',
}: {
  ret: Pick<Return, 'return_id' | 'credit_note'>;
  scope?: 'customer' | 'staff';
}) {
  const [busy, setBusy] = useState(false);
  const note = ret.credit_note;
  if (!note) return null;
  const download = () => {
    if (busy) return;
    setBusy(true);
    downloadCreditNote(scope, ret.return_id, note.number)
      .catch((err: unknown) =>
        showToast(messageOf(err, 'Failed to download the credit note'), 'error'),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        Credit note <span className="font-mono font-semibold">{note.number}</span>
        <span className="text-slate-500 dark:text-slate-400">
          {' '}
          · {formatDate(note.issued_at)} · {formatRupees(note.total_amount)}
        </span>
      </span>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={download}
        className={buttonClass('outline', 'sm')}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Download credit note
      </button>
    </div>
  );
}
