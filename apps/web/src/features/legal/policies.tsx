import { Link } from 'react-router';
import type { LegalInfo } from '@store/contract';
import { formatPhone, telHref } from '../../lib/format';
import { LegalDocument, Section, SellerDetails } from './legal-document';

/* The policy pages of decisions.md › Policies and legal pages, written for this shop. Names and contacts come from the
   server's configuration (GET /api/legal); nothing here is a placeholder. */

const Phone = ({ to }: { to: string }) => (
  <a className="underline" href={telHref(to)}>
    {formatPhone(to)}
  </a>
);
const A = ({ to, children }: { to: string; children: string }) => (
  <Link className="font-medium text-brand-700 underline dark:text-brand-400" to={to}>
    {children}
  </Link>
);

export function TermsPolicy() {
  return (
    <LegalDocument
      title="Terms of Sale"
      summary="The terms on which we sell tools and equipment through this website. By placing an order you accept them."
    >
      {(info: LegalInfo) => (
        <>
          <Section title="Who you are buying from">
            <p>
              This website is run by {info.legal_name}, trading as {info.trade_name}, an engineering
              works and tool supplier in the Peenya Industrial Area, Bengaluru. Every sale on it is
              made by us directly: we are the seller, not a marketplace.
            </p>
            <SellerDetails info={info} />
          </Section>
          <Section title="Prices and GST">
            <ul>
              <li>
                All prices are in Indian rupees and include GST at the rate shown for the product.
                Your invoice shows the taxable value and the CGST and SGST (orders delivered in
                Karnataka) or IGST (orders delivered elsewhere in India).
              </li>
              <li>
                For a business purchase, give your GSTIN and legal name at checkout and we will
                issue a GST tax invoice in that name so you can claim input tax credit.
              </li>
              <li>
                Prices can change without notice, but the price you see when you place an order is
                the price you pay for that order.
              </li>
            </ul>
          </Section>
          <Section title="Orders">
            <ul>
              <li>
                Placing an order is an offer to buy. We accept it when we confirm the order (you get
                an e-mail and the order shows as Confirmed). We may decline an order, for example
                when a price was shown wrongly or stock ran out; any payment is then refunded in
                full.
              </li>
              <li>
                You may cancel an order from My Orders while it is Placed or Confirmed. Once it has
                shipped, use the returns process instead.
              </li>
              <li>
                The country of origin of every product is shown on its page, as the Legal Metrology
                (Packaged Commodities) Rules require.
              </li>
            </ul>
          </Section>
          <Section title="Payment">
            <p>
              We accept UPI, bank transfer (NEFT, RTGS or IMPS) to our current account, and cash on
              delivery where it is offered for your pincode and order value. We do not store card or
              bank details. A proforma invoice is available for every order to help your accounts
              team pay; the tax invoice is issued when the order ships.
            </p>
          </Section>
          <Section title="Delivery, returns and warranty">
            <p>
              Delivery is covered in our <A to="/shipping">Shipping and Delivery</A> policy, and
              returns, refunds, exchanges and manufacturers&apos; warranties in our{' '}
              <A to="/returns">Returns, Refunds and Warranty</A> policy. Both form part of these
              terms.
            </p>
          </Section>
          <Section title="Using tools safely">
            <p>
              Power tools, welding equipment and pumps must be used as their makers&apos; manuals
              describe, with the protective equipment they name. Our liability for any order is
              limited to the price paid for it, except where the law does not allow such a limit
              (for example, for injury caused by a defective product).
            </p>
          </Section>
          <Section title="Law and disputes">
            <p>
              These terms are governed by the laws of India. Please raise any complaint with us
              first (see <A to="/grievance">Grievance Redressal</A>); you keep every right you have
              under the Consumer Protection Act, 2019, including approaching the consumer
              commission. Subject to that, the courts at Bengaluru have jurisdiction.
            </p>
          </Section>
        </>
      )}
    </LegalDocument>
  );
}

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What personal data we collect when you shop with us, why, who we share it with, and your rights over it."
    >
      {(info: LegalInfo) => (
        <>
          <Section title="What we collect">
            <ul>
              <li>
                Your account: name, mobile number, e-mail address (if you give one) and a password
                (stored only as a one-way hash).
              </li>
              <li>
                Your orders: delivery address, the phone number for the courier, GSTIN and legal
                name for business purchases, payment method and payment references (UTR numbers). We
                never see or store card numbers or UPI PINs.
              </li>
              <li>
                Technical data: the devices you are signed in on (browser name and sign-in time),
                kept so you can see and end your sessions.
              </li>
            </ul>
          </Section>
          <Section title="Why we use it">
            <ul>
              <li>
                To deliver your orders, issue GST invoices and handle returns and warranty claims.
              </li>
              <li>
                To send you order e-mails (placed, confirmed, shipped, delivered, cancelled, payment
                received) and the back-in-stock alerts you ask for. We do not send marketing
                e-mails.
              </li>
              <li>To keep your account secure and to meet our obligations under tax law.</li>
            </ul>
          </Section>
          <Section title="Who we share it with">
            <p>
              Only those who need it to complete your order: the courier (name, address, phone), our
              bank and payment providers (payment references), and the tax authorities (GST
              invoices). We do not sell or rent personal data to anyone.
            </p>
          </Section>
          <Section title="How long we keep it">
            <p>
              Order and invoice records are kept for eight years, as the GST and income-tax laws
              require. Account data is kept while your account is open; ask us and we will delete
              what the law does not require us to keep.
            </p>
          </Section>
          <Section title="Your rights">
            <p>
              Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or
              erase your personal data and withdraw consent: call customer care on{' '}
              <Phone to={info.customer_care.phone} /> or reply to any of our order e-mails.
              Complaints about how we handle your data go to our Grievance Officer,{' '}
              {info.grievance_officer.name}, on <Phone to={info.grievance_officer.phone} />.
            </p>
          </Section>
          <Section title="Who is responsible">
            <SellerDetails info={info} />
          </Section>
        </>
      )}
    </LegalDocument>
  );
}

export function ReturnsPolicy() {
  return (
    <LegalDocument
      title="Returns, Refunds and Warranty"
      summary="What to do when a tool arrives damaged, is not what you ordered, or develops a fault, and how and when you get your money back."
    >
      {(info: LegalInfo) => (
        <>
          <Section title="Damaged, defective or wrong items: 7 days">
            <ul>
              <li>
                Tell us within 7 days of delivery if an item arrives damaged, does not work out of
                the box, or is not what you ordered (wrong model, size or rating). Call{' '}
                <Phone to={info.customer_care.phone} /> or reply to your order e-mail with your
                order number and a photo.
              </li>
              <li>
                We arrange the pickup at our cost and, as you prefer, replace the item (exchange) or
                refund it in full.
              </li>
            </ul>
          </Section>
          <Section title="Changed your mind: 7 days, unused and sealed">
            <ul>
              <li>
                An unused item in its original sealed packaging may be returned within 7 days of
                delivery. Return shipping is at your cost; we refund the price once it reaches us in
                resaleable condition.
              </li>
              <li>
                Not returnable unless faulty: consumables that have been opened (cutting and
                grinding discs, drill bits, welding electrodes and wire), safety wear that has been
                worn, and items cut or made to your order (cut lengths of hose, custom fixtures).
              </li>
            </ul>
          </Section>
          <Section title="Refunds">
            <ul>
              <li>
                Refunds go back the way you paid: to the UPI ID or bank account you paid from.
                Cash-on-delivery orders are refunded by bank transfer to an account you name.
              </li>
              <li>
                We start the refund within 2 working days of receiving the return (or of cancelling
                an order you had paid for); your bank usually credits it within 5 to 7 working days.
              </li>
              <li>A refund against a GST invoice is made with a credit note.</li>
            </ul>
          </Section>
          <Section title="Warranty: the maker's, with our help">
            <ul>
              <li>
                Tools carry their manufacturer&apos;s warranty, shown on each product page (for
                example, most power tools are covered for 6 to 12 months from the invoice date
                against manufacturing defects). Keep your tax invoice: it is your warranty proof.
              </li>
              <li>
                For a claim, take the tool to the maker&apos;s authorised service centre, or send it
                to us and we will handle the claim with the maker for you.
              </li>
              <li>
                Warranties do not cover wear parts (carbon brushes, chucks, blades), damage from a
                fall, wrong supply voltage, or use beyond the tool&apos;s rating.
              </li>
            </ul>
          </Section>
        </>
      )}
    </LegalDocument>
  );
}

export function ShippingPolicy() {
  return (
    <LegalDocument
      title="Shipping and Delivery"
      summary="Where we deliver, how long it takes, what it costs and how to track your order."
    >
      {(info: LegalInfo) => (
        <>
          <Section title="Where and how fast">
            <ul>
              <li>
                We ship from our works in Peenya, Bengaluru to serviceable pincodes across India.
                Enter your pincode on a product page or at checkout to see the expected delivery
                date and whether cash on delivery is available there.
              </li>
              <li>
                Orders confirmed by 3 pm on a working day usually leave the same or the next working
                day. Typical transit: Bengaluru 1 to 2 days, the rest of Karnataka 2 to 4 days,
                metro cities 3 to 5 days, the rest of India 4 to 8 days, remote areas (including the
                North-East, Andaman and Nicobar, Ladakh and Lakshadweep) up to 12 days.
              </li>
            </ul>
          </Section>
          <Section title="What delivery costs">
            <p>
              Delivery is free on every order, wherever we deliver: the price you see, GST
              included, is all you pay, and the cart and checkout show shipping as Free. Cash on
              delivery (where it is available, for orders up to the limit shown at checkout)
              costs nothing extra.
            </p>
          </Section>
          <Section title="Tracking">
            <p>
              When your order ships we e-mail you the courier&apos;s name, the tracking number and
              a link to the courier&apos;s tracking page, and you can see them on the order in My
              Orders. Heavy items (compressors, welding
              machines, pumps) may travel by surface transport and take a little longer.
            </p>
          </Section>
          <Section title="Receiving your order">
            <ul>
              <li>
                Please check the package before signing. If it is visibly damaged or opened, note
                that on the delivery receipt and tell us within 48 hours; photos help.
              </li>
              <li>
                If nobody is available, the courier tries again; a parcel that comes back to us
                undelivered is refunded less the shipping cost both ways.
              </li>
            </ul>
          </Section>
          <Section title="Questions">
            <p>
              Call <Phone to={info.customer_care.phone} /> ({info.customer_care.hours}) or reply to
              any of our order e-mails.
            </p>
          </Section>
        </>
      )}
    </LegalDocument>
  );
}

export function GrievancePolicy() {
  return (
    <LegalDocument
      title="Grievance Redressal"
      summary="How to raise a complaint about an order, a product or this website, and how quickly we must answer it."
    >
      {(info: LegalInfo) => (
        <>
          <Section title="Grievance Officer">
            <p>
              As the Consumer Protection (E-Commerce) Rules, 2020 require, we have appointed a
              Grievance Officer:
            </p>
            <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-brand-300 bg-brand-50 p-5 text-sm text-slate-900 sm:grid-cols-[9rem_1fr] dark:border-brand-800 dark:bg-brand-900/20 dark:text-slate-100">
              <dt className="font-semibold">Name</dt>
              <dd>{info.grievance_officer.name}</dd>
              <dt className="font-semibold">Designation</dt>
              <dd>{info.grievance_officer.designation}</dd>
              <dt className="font-semibold">Phone</dt>
              <dd>
                <Phone to={info.grievance_officer.phone} />
              </dd>
              <dt className="font-semibold">E-mail</dt>
              <dd>
                <a className="underline" href={`mailto:${info.grievance_officer.email}`}>
                  {info.grievance_officer.email}
                </a>
              </dd>
              <dt className="font-semibold">Address</dt>
              <dd>
                {info.legal_name}, {info.address}
              </dd>
            </dl>
          </Section>
          <Section title="How we handle a complaint">
            <ul>
              <li>
                We acknowledge every complaint within {info.acknowledgement_hours} hours of
                receiving it, with a reference number.
              </li>
              <li>
                We redress it within one month of receiving it, and tell you in writing what we have
                done.
              </li>
              <li>
                Give your order number (the 8-character number in your order e-mails), what went
                wrong and what you would like us to do.
              </li>
            </ul>
          </Section>
          <Section title="Before you escalate">
            <p>
              Most questions are fastest with customer care: <Phone to={info.customer_care.phone} />{' '}
              ({info.customer_care.hours}). You can also write to the Grievance Officer by e-mail or
              at the address above. If you are not satisfied with our answer, you may contact the National
              Consumer Helpline (1915 or consumerhelpline.gov.in) or file a complaint with the
              consumer commission at e-daakhil.nic.in.
            </p>
          </Section>
          <Section title="Seller details">
            <SellerDetails info={info} />
          </Section>
        </>
      )}
    </LegalDocument>
  );
}
