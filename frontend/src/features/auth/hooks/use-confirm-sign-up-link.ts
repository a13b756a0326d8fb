import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { parseAuthLink } from '@/lib/auth-links';
import { errorMessage } from '@/lib/query-client';
import { confirmAccount } from '../api/credentials';

/** Handles /auth#type=signup&email=…&code=… (the AWS confirmation e-mail): confirms, then sign-in. */
export function useConfirmSignUpLink(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);
  const link = parseAuthLink(location.hash);
  const [confirming, setConfirming] = useState(link?.type === 'signup');

  useEffect(() => {
    if (link?.type !== 'signup' || started.current) return;
    started.current = true;
    const { email, code } = link;
    confirmAccount(email, code)
      .then(() => toast.success(t`Account created, you can now log in`))
      .catch((error: unknown) => toast.error(t`Error`, { description: errorMessage(error) }))
      .finally(() => {
        setConfirming(false);
        void navigate('/auth', { replace: true, state: { email } });
      });
  }, [link, navigate]);

  return confirming;
}
