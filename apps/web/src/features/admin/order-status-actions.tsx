import { Ban, CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminOrder, OrderStatus } from '@store/contract';
import { needsEwayBill } from '@store/contract/reports';
import { ORDER_STATUS_LABELS } from '@store/contract/order-labels';
import { shortOrderNumber } from '@store/contract/mail';
import { Button } from '../../components/ui/button';
import { Field, TextArea } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { ACTION_LABELS, nextStatuses, useChangeOrderStatus } from './admin-orders.api';
import { ShipOrderDialog } from './ship-order-dialog';

const REMARK_MAX = 500;

function RemarkBox({
  id,
  value,
  onChange,
  label,
  required = false,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label: string;
  required?: boolean;
}) {
  return (
    <Field
      label={label}
      htmlFor={id}
      hint={`${value.length}/${REMARK_MAX} characters. The customer sees this as a note on the order.`}
    >
      {({ id: fieldId, describedBy }) => (
        <TextArea
          id={fieldId}
          aria-describedby={describedBy}
          maxLength={REMARK_MAX}
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={3}
        />
      )}
    </Field>
  );
}

/** The staff status buttons of one order: forward moves with a remark, Ship (courier and
 * tracking), and Cancel with a required reason. */
export function StatusActions({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus();
  const [remark, setRemark] = useState('');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [shipOpen, setShipOpen] = useState(false);
  const options = nextStatuses(order.status);
  const forward = options.filter((s) => s !== 'CANCELLED');
  const canCancel = options.includes('CANCELLED');

  const apply = (
    status: OrderStatus,
    remarks: string,
    done?: () => void,
    shipment?: { courier?: string; tracking_number?: string; eway_bill_number?: string },
  ) => {
    change.mutate(
      { orderId: order.order_id, status, remarks, ...shipment },
      {
        onSuccess: () => {
          showToast(`Order #${shortOrderNumber(order.order_id)} status updated to ${status}`);
          done?.();
        },
        onError: (err) => showToast(messageOf(err, 'Failed to update the order status'), 'error'),
      },
    );
  };

  if (options.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}: no further changes.
      </p>
    );
  }

  const onForward = (status: OrderStatus) => (e: FormEvent) => {
    e.preventDefault();
    if (status === 'SHIPPED') {
      setShipOpen(true);
      return;
    }
    apply(status, remark, () => setRemark(''));
  };

  return (
    <div className="space-y-4">
      {forward.map((status) => (
        <form key={status} onSubmit={onForward(status)} className="space-y-3">
          <RemarkBox
            id="status-remark"
            label="Remark (optional)"
            value={remark}
            onChange={setRemark}
          />
          <Button type="submit" className="w-full" disabled={change.isPending}>
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {change.isPending ? 'Saving...' : ACTION_LABELS[status]}
          </Button>
        </form>
      ))}
      <ShipOrderDialog
        open={shipOpen}
        onOpenChange={setShipOpen}
        title={`Ship order #${shortOrderNumber(order.order_id)}`}
        ewayBillNeeded={needsEwayBill(order)}
        busy={change.isPending}
        onShip={(shipment) =>
          apply(
            'SHIPPED',
            remark,
            () => {
              setRemark('');
              setShipOpen(false);
            },
            shipment,
          )
        }
      />
      {canCancel ? (
        <>
          <Button
            variant="outline"
            className="w-full text-red-700! dark:text-red-400!"
            onClick={() => setCancelOpen(true)}
            disabled={change.isPending}
          >
            <Ban className="h-4 w-4" aria-hidden="true" />
            Cancel order
          </Button>
          <Modal
            open={cancelOpen}
            onOpenChange={setCancelOpen}
            title={`Cancel order #${shortOrderNumber(order.order_id)}?`}
            description="The stock of its items goes back to the shelf and the customer is told."
          >
            <form
              className="space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                if (!reason.trim()) return;
                apply('CANCELLED', reason, () => {
                  setReason('');
                  setCancelOpen(false);
                });
              }}
            >
              <RemarkBox
                id="cancel-reason"
                label="Reason for cancelling"
                value={reason}
                onChange={setReason}
                required
              />
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setCancelOpen(false)}>
                  Keep order
                </Button>
                <Button
                  type="submit"
                  variant="danger"
                  disabled={!reason.trim() || change.isPending}
                >
                  {change.isPending ? 'Cancelling...' : 'Cancel order'}
                </Button>
              </div>
            </form>
          </Modal>
        </>
      ) : null}
    </div>
  );
}
