import { useState, type FormEvent } from 'react';
import { EWAY_BILL_NEEDED_MESSAGE, EwayBillNumberSchema } from '@store/contract/reports';
import {
  KNOWN_COURIERS,
  TRACKING_NUMBER_MESSAGE,
  TrackingNumberSchema,
} from '@store/contract/delivery';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';

const COURIER_LIST_ID = 'known-couriers';

/**
 * Marking an order SHIPPED asks for the courier and the tracking number (decisions.md › Delivery);
 * both may be left empty (e.g. handed over at the counter). An order above ₹50,000 also needs
 * its 12-digit e-way bill number (decisions.md › §18).
 */
export function ShipOrderDialog({
  open,
  onOpenChange,
  title,
  busy,
  onShip,
  ewayBillNeeded = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  busy: boolean;
  onShip: (shipment: {
    courier?: string;
    tracking_number?: string;
    eway_bill_number?: string;
  }) => void;
  ewayBillNeeded?: boolean;
}) {
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [eway, setEway] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [ewayError, setEwayError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const number = tracking.trim();
    const trackingBad = !!number && !TrackingNumberSchema.safeParse(number).success;
    setError(trackingBad ? TRACKING_NUMBER_MESSAGE : undefined);
    const ewayParsed = EwayBillNumberSchema.safeParse(eway);
    const ewayMessage = !ewayBillNeeded
      ? undefined
      : !eway.trim()
        ? EWAY_BILL_NEEDED_MESSAGE
        : ewayParsed.success
          ? undefined
          : ewayParsed.error.issues[0]?.message;
    setEwayError(ewayMessage);
    if (trackingBad || ewayMessage) return;
    onShip({
      ...(courier.trim() ? { courier: courier.trim() } : {}),
      ...(number ? { tracking_number: number } : {}),
      ...(ewayBillNeeded && ewayParsed.success ? { eway_bill_number: ewayParsed.data } : {}),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="The customer sees the courier and tracking number on their order, with a tracking link for known couriers."
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field label="Courier" htmlFor="ship-courier" hint="Pick one or type another.">
          {({ id, describedBy }) => (
            <>
              <TextInput
                id={id}
                aria-describedby={describedBy}
                list={COURIER_LIST_ID}
                maxLength={60}
                value={courier}
                onChange={(e) => setCourier(e.target.value)}
                autoComplete="off"
              />
              <datalist id={COURIER_LIST_ID}>
                {KNOWN_COURIERS.map((c) => (
                  <option key={c.name} value={c.name} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Tracking number" htmlFor="ship-tracking" error={error}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              maxLength={40}
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        {ewayBillNeeded ? (
          <Field
            label="E-way bill number"
            htmlFor="ship-eway"
            hint="Required: this consignment is above ₹50,000. 12 digits, from the e-way bill portal."
            error={ewayError}
          >
            {({ id, describedBy, invalid }) => (
              <TextInput
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                inputMode="numeric"
                maxLength={16}
                value={eway}
                onChange={(e) => setEway(e.target.value)}
                autoComplete="off"
                required
              />
            )}
          </Field>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Mark as shipped'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
