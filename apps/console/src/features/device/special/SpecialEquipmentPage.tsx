import { Box } from '@chakra-ui/react';
import { ResourceListPage } from '../../../shared/resource';
import { DUE_ROW_TINT } from './due';
import { specialEquipment } from './special.resource';

/**
 * /device/special: statutorily inspected equipment with its certificate and inspection dates. Rows
 * due within 30 days or overdue carry a coloured tag saying so, and their row is tinted.
 */
export function SpecialEquipmentPage() {
  return (
    <Box css={DUE_ROW_TINT}>
      <ResourceListPage resource={specialEquipment} />
    </Box>
  );
}
