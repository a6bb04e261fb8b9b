import { Award, Factory, Truck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useShop } from '../../lib/shop';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

const points = [
  {
    icon: Factory,
    title: 'An engineering works first',
    text: 'We run our own machine shop in Peenya, so we know the tools we sell from daily use.',
  },
  {
    icon: Award,
    title: 'Genuine makers only',
    text: 'Every product comes from the manufacturer or its authorised distributor, with a GST invoice.',
  },
  {
    icon: Truck,
    title: 'Shipped across India',
    text: 'Orders leave Bengaluru within two working days and are tracked to your door.',
  },
  {
    icon: Wrench,
    title: 'Help that knows tools',
    text: 'Ask our engineers before you buy: sizes, ratings, spares and the right accessory.',
  },
];

export function Component() {
  const shop = useShop();
  usePageMeta(
    'About Us',
    `${shop.name}: an engineering works in Bengaluru selling industrial tools and equipment across India.`,
  );
  return (
    <Container className="py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-400">
        About us
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{shop.name}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-600 dark:text-slate-300">
        {shop.name} is an engineering works in {shop.city} that has supplied workshops, fabricators,
        builders and maintenance teams since 1998. Our online store brings the same counter to the
        whole of India: power tools, hand tools, welding equipment, measuring instruments, safety
        gear and pumps, at GST-inclusive prices in rupees.
      </p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        {points.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
            <Icon className="h-7 w-7 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold">{title}</h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">{text}</p>
          </div>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to={paths.makers('all')} className={buttonClass('primary', 'lg')}>
          Browse manufacturers
        </Link>
        <Link to={paths.contact()} className={buttonClass('outline', 'lg')}>
          Contact Us
        </Link>
      </div>
    </Container>
  );
}
