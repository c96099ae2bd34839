import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from '@om/i18n';
import { ShellIcon } from './ShellIcon';

export interface MessageBellProps {
  /** Unread messages; undefined while unknown. */
  unread: number | undefined;
  to?: string;
}

/** The message icon of the top bar: a link to the message list with the unread count. */
export function MessageBell({ unread, to = '/system/message' }: MessageBellProps) {
  const { t } = useTranslation('shell');
  const count = unread ?? 0;
  return (
    <chakra.a
      asChild
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      width="8"
      height="8"
      borderRadius="md"
      color="fg"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
    >
      <Link to={to} aria-label={count > 0 ? t('messages.unread', { count }) : t('messages.link')}>
        <ShellIcon name="bell" size="18px" />
        {count > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0"
            insetInlineEnd="0"
            minWidth="16px"
            height="16px"
            paddingInline="1"
            borderRadius="full"
            bg="red.700"
            color="white"
            fontSize="10px"
            fontWeight="semibold"
            lineHeight="16px"
            textAlign="center"
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </Link>
    </chakra.a>
  );
}
