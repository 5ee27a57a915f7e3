import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../contracts/messages.ts';
import { PLANS_PATH } from '../../lib/limits.ts';
import { buttonClass } from './button.tsx';

/** The way on from a plan limit: "Ver planes", to the plans page. */
export function PlansLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link to={PLANS_PATH} className={buttonClass('outline', 'sm', className)} onClick={onClick}>
      {messages.credits.seePlans} <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
    </Link>
  );
}
