import type { ShopDetails } from '@store/contract';
import type { Config } from '../../config';

/** The shop's own details, from the COMPANY_* settings (GET /api/company). */
export function shopOf(config: Config): ShopDetails {
  const text = `Hello ${config.COMPANY_NAME}, I have an enquiry.`;
  return {
    name: config.COMPANY_NAME,
    tagline: config.COMPANY_TAGLINE,
    enquiry_phone: config.COMPANY_PHONE,
    whatsapp_url: `https://wa.me/91${config.COMPANY_PHONE}?text=${encodeURIComponent(text)}`,
    address: config.COMPANY_ADDRESS,
    city: config.COMPANY_CITY,
    gstin: config.COMPANY_GSTIN,
    hours: config.COMPANY_HOURS,
    payment: {
      state: config.COMPANY_STATE,
      upi_id: config.COMPANY_UPI_ID,
      bank: {
        account_name: config.COMPANY_BANK_ACCOUNT_NAME,
        account_number: config.COMPANY_BANK_ACCOUNT_NUMBER,
        ifsc: config.COMPANY_BANK_IFSC,
        bank_name: config.COMPANY_BANK_NAME,
      },
      cod_max_rupees: config.COD_MAX_RUPEES,
    },
  };
}
