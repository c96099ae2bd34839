import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useListApprovalsQuery } from '@om/api';
import { ResourceListPage, useListScope } from '../../../shared/resource';
import { approvals } from './approvals.resource';

/**
 * Opened without a chosen view, the page shows the first view that has requests ("To do", else
 * "Mine", else all), once: after that the user's choice stands, an empty "To do" too.
 */
function useFirstViewWithItems() {
  const [params, setParams] = useSearchParams();
  const decided = useRef(params.has('view'));
  const scope = useListScope(true);
  const skip = decided.current;
  const todo = useListApprovalsQuery({ ...scope, todo: true, limit: 1 }, { skip });
  const mine = useListApprovalsQuery({ ...scope, mine: true, limit: 1 }, { skip });
  const todoTotal = todo.data?.total;
  const mineTotal = mine.data?.total;
  useEffect(() => {
    if (decided.current || todoTotal === undefined || mineTotal === undefined) return;
    decided.current = true;
    if (todoTotal > 0) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', mineTotal > 0 ? 'mine' : 'all');
        return next;
      },
      { replace: true },
    );
  }, [todoTotal, mineTotal, setParams]);
}

/** /system/approve: requests to decide ("To do"), my own requests ("Mine") and all of them. */
export function ApprovalsPage() {
  useFirstViewWithItems();
  return <ResourceListPage resource={approvals} />;
}
