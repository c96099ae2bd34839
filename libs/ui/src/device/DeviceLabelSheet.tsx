import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { QrCode } from './QrCode';

/** One label: the QR code of the device's page, its code, name and station. */
export interface DeviceLabelData {
  id: number;
  code: string;
  name: string;
  station: string;
  /** region / unit / station. */
  stationPath: string;
  /** The absolute URL the code encodes. */
  url: string;
  /** The code, already drawn (the print dialog opens once the labels are there). */
  svg?: string;
}

export interface DeviceLabelSheetProps {
  labels: readonly DeviceLabelData[];
  /** The QR image's text alternative of one label ("QR code of P-101"). */
  qrLabel(label: DeviceLabelData): string;
  /** The list's accessible name. */
  title: string;
}

/** An A4 page (10 mm margins) fits 2 × 5 labels of 95 mm × 50 mm, with room for the page title on the first. */
export const LABEL_WIDTH_MM = 95;
export const LABEL_HEIGHT_MM = 50;
const PAGE_CSS = '@page { size: A4 portrait; margin: 10mm; }';

/** One label of the sheet. */
export function DeviceQrLabel({ label, qrLabel }: { label: DeviceLabelData; qrLabel: string }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      width={`${LABEL_WIDTH_MM}mm`}
      height={`${LABEL_HEIGHT_MM}mm`}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.400"
      padding="3mm"
      display="flex"
      gap="3mm"
      alignItems="center"
      overflow="hidden"
      bg="white"
      color="gray.900"
      css={{ breakInside: 'avoid', pageBreakInside: 'avoid' }}
    >
      <QrCode value={label.url} svg={label.svg} label={qrLabel} size="40mm" />
      <Stack gap="1mm" minWidth="0" flex="1">
        <Text fontWeight="bold" fontSize="14pt" lineHeight="1.1" wordBreak="break-all">
          {label.code}
        </Text>
        <Text fontSize="10pt" lineHeight="1.2" lineClamp={3}>
          {label.name}
        </Text>
        <Text fontSize="8pt" color="gray.700" lineHeight="1.2" lineClamp={2}>
          {label.stationPath || label.station}
        </Text>
      </Stack>
    </Box>
  );
}

/** QR labels in a grid sized for printing on A4 (two columns, five rows a page). */
export function DeviceLabelSheet({ labels, qrLabel, title }: DeviceLabelSheetProps) {
  return (
    <>
      <style>{PAGE_CSS}</style>
      <Grid
        as="ul"
        aria-label={title}
        margin="0"
        padding="0"
        templateColumns={`repeat(2, ${LABEL_WIDTH_MM}mm)`}
        gap="0"
        justifyContent="center"
      >
        {labels.map((label) => (
          <DeviceQrLabel key={label.id} label={label} qrLabel={qrLabel(label)} />
        ))}
      </Grid>
    </>
  );
}
