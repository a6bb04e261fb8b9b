import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/form-controls';
import { ScreenHeader } from '../../components/ui/screen-header';
import { cardClass } from '../../components/ui/surface';
import { messageOf } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { showToast } from '../../lib/toast';
import { downloadTally } from './reports.api';
import { lastMonth, ReportsNav } from './reports-nav';

/** /admin/reports/tally: a month's sales, credit notes and receipts for TallyPrime (§25). */
export function TallyScreen() {
  usePageMeta('For Tally – Staff console');
  const [month, setMonth] = useState(lastMonth());
  const [masters, setMasters] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadTally(month, masters)
      .catch((err: unknown) => showToast(messageOf(err, 'Failed to download the file'), 'error'))
      .finally(() => setBusy(false));
  };
  return (
    <div>
      <ReportsNav />
      <ScreenHeader
        title="For Tally"
        subtitle="The month's tax invoices (Sales), credit notes and receipts as one TallyPrime import file: Gateway of Tally › Import › Transactions."
      />
      <div className={`${cardClass} flex flex-wrap items-end gap-4 p-5`}>
        <Field label="Month" htmlFor="tally-month">
          {({ id }) => (
            <TextInput
              id={id}
              type="month"
              value={month}
              max={new Date().toISOString().slice(0, 7)}
              onChange={(e) => e.target.value && setMonth(e.target.value)}
            />
          )}
        </Field>
        <label className="flex h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={masters}
            onChange={(e) => setMasters(e.target.checked)}
          />
          Include party ledgers (first import of a buyer)
        </label>
        <Button onClick={download} disabled={busy}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {busy ? 'Preparing...' : 'Download for Tally (XML)'}
        </Button>
      </div>
      <p className="mt-4 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        Ledger names come from the settings TALLY_SALES_LEDGER, TALLY_CGST_LEDGER,
        TALLY_SGST_LEDGER, TALLY_IGST_LEDGER, TALLY_CASH_PARTY, TALLY_BANK_LEDGER and
        TALLY_TDS_LEDGER; create them in TallyPrime before the first import (docs/operations.md).
      </p>
    </div>
  );
}
