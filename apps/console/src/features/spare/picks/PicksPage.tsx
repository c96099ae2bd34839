import { ResourceListPage } from '../../../shared/resource';
import { picks } from './picks.resource';

/** /spare/pick: technicians' requests for parts (for a work order or a device); approved, then fulfilled as a stock-out. */
export const PicksPage = () => <ResourceListPage resource={picks} />;
