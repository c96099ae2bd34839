import { useMemo } from 'react';
import { useGetDeviceTypeTreeQuery } from '@om/api';
import type { Option } from '@om/ui';
import { useHolds, useListScope, useZeroOption } from '../../../shared/resource';
import { typeOptions } from '../../device';

/** The device types to choose from, for holders of a device page (others see no choices and no request is made). */
export function useDeviceTypeChoices(): readonly Option[] {
  const may = useHolds(['deviceList', 'deviceTypeList']);
  const scope = useListScope(true);
  const { data } = useGetDeviceTypeTreeQuery(scope, { skip: !may });
  return useMemo(() => typeOptions(data ?? []), [data]);
}

export function useOptionalTypeChoices(): readonly Option[] {
  return [useZeroOption(), ...useDeviceTypeChoices()];
}
