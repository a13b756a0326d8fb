import { Trans } from '@lingui/react/macro';
import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useSubscriptionStatus } from '../api/subscription';

/** Home's header (SPEC 2): Free Trial Active while on a trial, Subscribe without a plan, both to /subscription. */
export function SubscriptionButton() {
  const status = useSubscriptionStatus();
  const data = status.data;
  if (!data) return null;
  if (data.subscribed && data.trial)
    return (
      <Link to="/subscription" className={buttonClasses('secondary', 'sm')}>
        <Sparkles aria-hidden="true" />
        <Trans>Free Trial Active</Trans>
      </Link>
    );
  if (data.fullAccess) return null;
  return (
    <Link to="/subscription" className={buttonClasses('primary', 'sm')}>
      <Crown aria-hidden="true" />
      <Trans>Subscribe</Trans>
    </Link>
  );
}
