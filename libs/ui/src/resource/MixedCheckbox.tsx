import { Checkbox } from '@chakra-ui/react';
import { useEffect, useRef, type ComponentProps } from 'react';

/**
 * The checkbox's input, telling assistive technology about the mixed state: the native
 * `indeterminate` flag, which Chakra's hidden input does not set.
 */
export function MixedAwareInput({ mixed, ...props }: ComponentProps<typeof Checkbox.HiddenInput> & { mixed: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <Checkbox.HiddenInput ref={ref} {...props} />;
}
