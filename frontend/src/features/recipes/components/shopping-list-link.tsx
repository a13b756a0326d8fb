import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

/** The headers' way to the shopping list (Home and a recipe's page): its words from a tablet up, the cart alone on a phone. */
export function ShoppingListLink() {
  const { t } = useLingui();
  return (
    <Link to="/shopping-list" className={buttonClasses('outline', 'sm')} aria-label={t`Shopping List`}>
      <ShoppingCart aria-hidden="true" />
      <span className="hidden md:inline">
        <Trans>Shopping List</Trans>
      </span>
    </Link>
  );
}
