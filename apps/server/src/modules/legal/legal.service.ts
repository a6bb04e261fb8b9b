import { GRIEVANCE_ACK_HOURS, GRIEVANCE_REDRESS_DAYS, type LegalInfo } from '@store/contract';
import type { Config } from '../../config';

/** What the policy pages of decisions.md › Policies and legal pages show, all from configuration. */
export function legalInfoOf(config: Config): LegalInfo {
  return {
    trade_name: config.COMPANY_NAME,
    legal_name: config.COMPANY_LEGAL_NAME,
    address: config.COMPANY_ADDRESS,
    gstin: config.COMPANY_GSTIN,
    customer_care: {
      phone: config.CUSTOMER_CARE_PHONE,
      hours: config.COMPANY_HOURS,
    },
    grievance_officer: {
      name: config.GRIEVANCE_OFFICER_NAME,
      designation: config.GRIEVANCE_OFFICER_DESIGNATION,
      phone: config.GRIEVANCE_OFFICER_PHONE,
      email: config.GRIEVANCE_OFFICER_EMAIL,
    },
    acknowledgement_hours: GRIEVANCE_ACK_HOURS,
    redress_days: GRIEVANCE_REDRESS_DAYS,
  };
}
