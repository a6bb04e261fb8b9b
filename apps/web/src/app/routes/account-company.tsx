import { Navigate, useLocation } from 'react-router';
import { Container } from '../../components/ui/container';
import { LoadingBlock } from '../../components/ui/spinner';
import { CompanyScreen } from '../../features/companies/company-screen';
import { BranchesSection } from '../../features/companies/branches-section';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** /account/company (decisions.md › §16): the customer's business account; guests go to /login. */
export function Component() {
  const { isAuthenticated, status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingBlock label="Verifying your access..." />;
  if (!isAuthenticated) return <Navigate to={paths.login()} replace state={{ from: location }} />;
  return (
    <Container className="py-8 sm:py-10">
      <CompanyScreen />
      <BranchesSection />
    </Container>
  );
}
