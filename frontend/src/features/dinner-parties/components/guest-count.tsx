import { Plural } from '@lingui/react/macro';
import { UsersRound } from 'lucide-react';
import { cn } from '@/lib/cn';

/** "8 guests" with its icon, on a menu's card and its page (`className`: the room between them). */
export function GuestCount({ guestCount, className }: { guestCount: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)}>
      <UsersRound aria-hidden="true" className="size-4" />
      <Plural value={guestCount} one="# guest" other="# guests" />
    </span>
  );
}
