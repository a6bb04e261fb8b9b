import {
  GrievancePolicy,
  PrivacyPolicy,
  ReturnsPolicy,
  ShippingPolicy,
  TermsPolicy,
} from '../../features/legal/policies';

/** The policy pages of decisions.md › Policies and legal pages (one lazy chunk for all five). */
export const TermsPage = TermsPolicy;
export const PrivacyPage = PrivacyPolicy;
export const ReturnsPage = ReturnsPolicy;
export const ShippingPage = ShippingPolicy;
export const GrievancePage = GrievancePolicy;
