/** Legal and shop details, the pincode directory and the live-update poll. */
import { legalInfo, pincodeInfo, shop } from '../fixtures/site';
import type { PincodeInfo } from '@store/contract';
import { PINCODE_NOT_FOUND_MESSAGE } from '@store/contract/constants';
import { fail, on } from '../answers';

/** The pincodes the shared handlers know; any other is not found. */
const directory: Record<string, Partial<PincodeInfo>> = {
  '560058': {},
  '580030': {
    city: 'Hubballi',
    district: 'Dharwad',
    zone: 'SAME_STATE',
    delivery_days: { min: 2, max: 4 },
    estimated_delivery: { from: '2026-11-25', to: '2026-11-27' },
  },
};

export const siteHandlers = [
  on('GET', '/legal', () => legalInfo),
  on('GET', '/company', () => shop),
  on('GET', '/pincodes/:pincode', ({ params }) => {
    const pincode = String(params.pincode);
    const known = directory[pincode];
    return known ? pincodeInfo(pincode, known) : fail(404, PINCODE_NOT_FOUND_MESSAGE);
  }),
  on('GET', '/polling/user/events', ({ request }) => ({
    events: [],
    lastEventId: new URL(request.url).searchParams.get('lastEventId') ?? '1',
  })),
];
