import type { Company } from '@store/contract';
import type { Config } from '../../config';

export function companyOf(config: Config): Company {
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
  };
}
