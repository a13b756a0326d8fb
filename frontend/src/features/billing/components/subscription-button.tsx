import { Trans } from '@lingui/react/macro';
import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSubscriptionStatus } from '../api/subscription';

// On a phone the button shares Home's one-row header with the brand, the cart and the account menu: it
// may shrink, and its words then take two smaller lines inside its usual height (issue 35).
const phoneFit = 'max-sm:min-w-0 max-sm:shrink max-sm:px-2.5 max-sm:text-xs max-sm:leading-tight';

/** Home's header (SPEC 2): Free Trial Active while on a trial, Subscribe without a plan, both to /subscription. */
export function SubscriptionButton() {
  const status = useSubscriptionStatus();
  const data = status.data;
  if (!data) return null;
  const onTrial = data.subscribed && data.trial;
  if (!onTrial && data.fullAccess) return null;
  const Icon = onTrial ? Sparkles : Crown;
  return (
    <Link to="/subscription" className={cn(buttonClasses(onTrial ? 'secondary' : 'primary', 'sm'), phoneFit)}>
      <Icon aria-hidden="true" />
      <span className="max-sm:line-clamp-2 max-sm:text-balance max-sm:text-center">
        {onTrial ? <Trans>Free Trial Active</Trans> : <Trans>Subscribe</Trans>}
      </span>
    </Link>
  );
}
