import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ComplianceFigure, ComplianceOverview } from '@om/api';
import { percent, useTranslation } from '@om/i18n';

/** One large figure: the percentage and, in words, on time of due; "no tasks due" when nothing fell due. */
function ComplianceTile({ label, figure }: { label: string; figure: ComplianceFigure }) {
  const { t, i18n } = useTranslation('wallboard');
  const nothingDue = figure.due === 0;
  return (
    <Box as="li" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="xl" padding={{ base: '4', xl: '6' }}>
      <Text fontSize={{ base: 'md', xl: 'xl' }} color="gray.400">
        {label}
      </Text>
      {nothingDue ? (
        <Text fontSize={{ base: '2xl', xl: '4xl' }} fontWeight="semibold" lineHeight="1.2" color="gray.300">
          {t('compliance.noTasksDue')}
        </Text>
      ) : (
        <>
          <Text fontSize={{ base: '4xl', xl: '6xl' }} fontWeight="bold" lineHeight="1.1" color="cyan.300" fontVariantNumeric="tabular-nums">
            {percent(figure.ratio, i18n.language)}
          </Text>
          <Text fontSize={{ base: 'md', xl: 'xl' }} color="gray.300" fontVariantNumeric="tabular-nums">
            {t('compliance.counts', { onTime: figure.on_time, due: figure.due })}
          </Text>
        </>
      )}
    </Box>
  );
}

const PLACEHOLDER_FIGURE: ComplianceFigure = { due: 1, on_time: 1, late: 0, open: 0, ratio: 1 };
/** The kinds a user who may view all of them sees (the placeholder takes their room). */
const PLACEHOLDER_KINDS = 3;

/**
 * The panel's room while the first figures load, so the messages below do not jump down when they
 * arrive: the same heading and tiles, invisible and hidden from assistive technology.
 */
export function CompliancePlaceholder() {
  const { t } = useTranslation('wallboard');
  return (
    <Box aria-hidden="true" visibility="hidden">
      <Heading as="h2" size={{ base: 'lg', xl: '2xl' }} marginBottom="3">
        {t('compliance.title')}
      </Heading>
      <SimpleGrid as="ul" listStyle="none" margin="0" padding="0" columns={{ base: 2, xl: PLACEHOLDER_KINDS + 1 }} gap="4">
        {Array.from({ length: PLACEHOLDER_KINDS + 1 }, (_, index) => (
          <ComplianceTile key={index} label={t('compliance.total')} figure={PLACEHOLDER_FIGURE} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * PM compliance of this month (part of GET /api/kan_ban, refreshed with it): in total and per kind the
 * signed-in user may view. Nothing at all when they may view none of the kinds.
 */
export function CompliancePanel({ compliance }: { compliance: ComplianceOverview }) {
  const { t } = useTranslation('wallboard');
  if (compliance.kinds.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="wallboard-compliance">
      <Heading as="h2" id="wallboard-compliance" size={{ base: 'lg', xl: '2xl' }} color="white" marginBottom="3">
        {t('compliance.title')}
      </Heading>
      <SimpleGrid as="ul" listStyle="none" margin="0" padding="0" columns={{ base: 2, xl: compliance.kinds.length + 1 }} gap="4">
        <ComplianceTile label={t('compliance.total')} figure={compliance.total} />
        {compliance.kinds.map((kind) => (
          <ComplianceTile key={kind.kind} label={t(`compliance.kinds.${kind.kind}`)} figure={kind.total} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
