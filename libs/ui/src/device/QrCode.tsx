import { Box, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { qrSvg, svgDataUrl } from './qr';

export interface QrCodeProps {
  /** What the code encodes (an absolute URL). */
  value: string;
  /** The image's text alternative. */
  label: string;
  /** Already drawn (e.g. by a print page that waits for every code): shown at once. */
  svg?: string;
  size?: string;
}

/** A QR code as an image; drawn after the encoder's chunk has loaded (a grey square until then). */
export function QrCode({ value, label, svg: ready, size = '160px' }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; svg?: string; failed?: boolean }>();
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    qrSvg(value).then(
      (svg) => live && setDrawn({ value, svg }),
      () => live && setDrawn({ value, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [value, ready]);

  const svg = ready ?? (drawn?.value === value ? drawn.svg : undefined);
  if (svg) return <chakra.img src={svgDataUrl(svg)} alt={label} width={size} height={size} flexShrink={0} />;
  if (drawn?.value === value && drawn.failed) {
    return (
      <Box width={size} minHeight={size} borderWidth="1px" padding="2" flexShrink={0}>
        <Text fontSize="xs" wordBreak="break-all">
          {value}
        </Text>
      </Box>
    );
  }
  return <Box width={size} height={size} bg="gray.100" role="img" aria-label={label} aria-busy="true" flexShrink={0} />;
}
