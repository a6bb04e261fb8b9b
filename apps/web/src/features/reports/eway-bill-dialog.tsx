import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '@store/contract';
import { EwayBillQuerySchema, TRANS_MODES } from '@store/contract/reports';
import { Button } from '../../components/ui/button';
import { Field, Select, TextInput } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { downloadEwayBill } from './reports.api';

type PartB = {
  trans_mode: string;
  vehicle_no: string;
  transporter_id: string;
  transporter_name: string;
  trans_doc_no: string;
  trans_doc_date: string;
  distance_km: string;
};
const EMPTY: PartB = {
  trans_mode: '1',
  vehicle_no: '',
  transporter_id: '',
  transporter_name: '',
  trans_doc_no: '',
  trans_doc_date: '',
  distance_km: '',
};

/**
 * Part B of an order's e-way bill, asked for before its bulk JSON is downloaded (decisions.md ›
 * §18, amended; docs/decisions/330): the vehicle number (road) or the transporter's ID, the
 * mode, and a distance only when staff know better than the portal. Checked with the same
 * contract schema as the server; the server's 400 (naming a field) is shown too.
 */
export function EwayBillDialog({
  order,
  open,
  onOpenChange,
}: {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState<PartB>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PartB, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const road = form.trans_mode === '1';
  const set = (key: keyof PartB) => (value: string) => {
    setForm({ ...form, [key]: value });
    // an error stays only until its field is changed
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = EwayBillQuerySchema.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<keyof PartB, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof PartB;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    downloadEwayBill(order, form)
      .then(() => {
        showToast('E-way bill JSON downloaded: upload it on the e-way bill portal');
        onOpenChange(false);
      })
      .catch((err: unknown) => setFailure(messageOf(err, 'Failed to download the e-way bill')))
      .finally(() => setBusy(false));
  };

  const text = (key: keyof PartB, label: string, hint?: string, extra = {}) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          value={form[key]}
          onChange={(e) => set(key)(e.target.value)}
          {...extra}
        />
      )}
    </Field>
  );

  return (
    <Modal
      wide
      open={open}
      onOpenChange={onOpenChange}
      title="E-way bill: transport details (Part B)"
      description={`Invoice ${order.invoice?.number ?? ''}: the JSON is uploaded on the e-way bill portal (bulk upload).`}
    >
      <form onSubmit={submit} className="space-y-4" aria-label="E-way bill transport details">
        <Field label="Mode of transport" error={errors.trans_mode}>
          {({ id }) => (
            <Select
              id={id}
              value={form.trans_mode}
              onChange={(e) => set('trans_mode')(e.target.value)}
            >
              {Object.entries(TRANS_MODES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          {road
            ? text('vehicle_no', 'Vehicle number', 'As registered, e.g. KA01AB1234', {
                autoCapitalize: 'characters',
                autoComplete: 'off',
              })
            : null}
          {text(
            'transporter_id',
            'Transporter ID',
            road ? 'Or the transporter’s GSTIN/TRANSIN' : 'Optional',
            { autoCapitalize: 'characters', autoComplete: 'off', maxLength: 15 },
          )}
        </div>
        {road ? null : (
          <div className="grid gap-3 sm:grid-cols-2">
            {text('trans_doc_no', 'Transport document No.', 'RR, airway bill or bill of lading', {
              maxLength: 15,
            })}
            {text('trans_doc_date', 'Document date', undefined, { type: 'date' })}
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {text('transporter_name', 'Transporter name', 'Optional', { maxLength: 100 })}
          {text('distance_km', 'Distance (km)', 'Empty: the portal works it out', {
            inputMode: 'numeric',
          })}
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          The portal measures the road distance between the two pincodes and refuses a figure more
          than 10 % above its own: give one only when you know better.
        </p>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Preparing…' : 'Download e-way bill JSON'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
