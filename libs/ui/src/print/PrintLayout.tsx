import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { ShellIcon } from '../shell/ShellIcon';

export interface PrintLayoutProps {
  title: string;
  /** True once the content has loaded: the print dialog opens then (once). */
  ready: boolean;
  children: ReactNode;
  /** Open the print dialog by itself when ready (default true). */
  autoPrint?: boolean;
  /** Opens the browser's print dialog; `window.print` by default. */
  print?(): void;
  /** A way back to where printing was asked for (not printed). */
  back?: ReactNode;
}

const hiddenInPrint = { '@media print': { display: 'none !important' } } as const;

/**
 * A printable page on its own (no sidebar or top bar): the title, a Print button that is not
 * printed, and the content in black on white whatever the colour mode.
 */
export function PrintLayout({ title, ready, children, autoPrint = true, print = () => window.print(), back }: PrintLayoutProps) {
  const { t } = useTranslation('print');
  const printRef = useRef(print);
  printRef.current = print;
  useEffect(() => {
    if (!ready || !autoPrint) return undefined;
    // After the browser has laid the content out; once per page.
    const timer = window.setTimeout(() => printRef.current(), 100);
    return () => window.clearTimeout(timer);
  }, [ready, autoPrint]);

  return (
    <Box minHeight="100vh" bg="white" color="gray.900" css={{ '@media print': { minHeight: 'auto' } }}>
      <Box as="main" maxWidth="4xl" marginInline="auto" padding={{ base: '4', md: '8' }} css={{ '@media print': { padding: 0, maxWidth: 'none' } }}>
        <Flex align="center" justify="space-between" gap="4" marginBottom="6" wrap="wrap">
          <Heading as="h1" size="xl" color="gray.900">
            {title}
          </Heading>
          <Flex gap="2" css={hiddenInPrint}>
            {back}
            <Button colorPalette="brand" size="sm" onClick={print} disabled={!ready}>
              <ShellIcon name="printer" />
              {t('print')}
            </Button>
          </Flex>
        </Flex>
        {ready ? children : <Text color="gray.600">{t('loading')}</Text>}
        <Text marginTop="8" fontSize="xs" color="gray.600" css={hiddenInPrint}>
          {t('hint')}
        </Text>
      </Box>
    </Box>
  );
}
