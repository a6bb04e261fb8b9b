/** The 28 states and 8 union territories of India: the list lives in the contract, beside
 *  each state's GST code (decisions.md §10 "GST and invoices"), so the server and the pincode directory use the same
 *  names. */
export { INDIAN_STATES } from '@store/contract';
