import { ResourceListPage } from '../../../shared/resource';
import { faultCodes } from './faultCodes.resource';

/** /errorPool/faultCodes: the fault-code dictionary (faults are classified with these codes). */
export const FaultCodesPage = () => <ResourceListPage resource={faultCodes} />;
