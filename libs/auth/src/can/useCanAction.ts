import { useSelector } from 'react-redux';
import { OPERATION_ACCESS, type OperationId } from '@om/api';
import { holdsAction, type Action } from '../core/actions';
import { selectGrants, type SessionRootState } from '../session/sessionSlice';

/** True when the signed-in user may do `action` on one of `pages` (the server checks the same grants). */
export function useCanAction(pages: readonly string[], action: Action): boolean {
  const grants = useSelector((state: SessionRootState) => selectGrants(state));
  return holdsAction(grants, pages, action);
}

/** The actions of a resource's pages the user may take, for showing or hiding its buttons. */
export function useActions(pages: readonly string[]): Record<Action, boolean> {
  const grants = useSelector((state: SessionRootState) => selectGrants(state));
  const can = (action: Action): boolean => holdsAction(grants, pages, action);
  return {
    view: can('view'),
    create: can('create'),
    edit: can('edit'),
    delete: can('delete'),
    import: can('import'),
    export: can('export'),
    approve: can('approve'),
  };
}

/** True when the signed-in user may call the contract operation (its x-permissions and x-action). */
export function useCanOperation(operationId: OperationId): boolean {
  const grants = useSelector((state: SessionRootState) => selectGrants(state));
  const access = OPERATION_ACCESS[operationId];
  if (access.kind === 'action') return holdsAction(grants, access.pages, access.action);
  if (access.kind === 'admin') return grants.includes('admin');
  return true;
}
